import { useController, type Control } from 'react-hook-form';
import { MESSAGES, PROJECT_FILES } from '../../../constants';
import type { EditProjectInput } from '../edit-schema';
import { ExistingFileField } from './existing-file-field';

const REMOVAL = {
  file: { name: 'removeFile', noun: 'File', message: MESSAGES.fileWillBeRemoved },
  image: { name: 'removeImage', noun: 'Image', message: MESSAGES.imageWillBeRemoved },
} as const;

interface ReplaceableFileFieldProps {
  control: Control<EditProjectInput>;
  kind: 'file' | 'image';
  /** What is stored now (null when nothing is). */
  currentName: string | null;
  currentImageUrl?: string | null;
  label: string;
  disabled: boolean;
}

/**
 * One of a project's two uploads on the edit form: the stored file, which can be marked for
 * removal (undoable), and a drop field for a replacement; both kept in the form's state.
 */
export function ReplaceableFileField({ control, kind, ...shown }: ReplaceableFileFieldProps) {
  const removal = REMOVAL[kind];
  const { field: removeField } = useController({ control, name: removal.name });
  const { field } = useController({ control, name: kind });
  return (
    <ExistingFileField
      {...PROJECT_FILES[kind]}
      {...shown}
      noun={removal.noun}
      removalMessage={removal.message}
      markedForRemoval={removeField.value}
      onMarkForRemoval={removeField.onChange}
      file={field.value}
      onChange={field.onChange}
    />
  );
}
