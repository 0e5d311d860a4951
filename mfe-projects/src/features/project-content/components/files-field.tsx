import { Button, FieldError, formatFileSize } from '@stackfolio/shared-ui';
import { FileDropField } from '../../../components/file-drop-field';
import { PROJECT_FILE_KIND } from '../content-rules';
import { draftFromFile, filesError, type DraftFile } from '../content-draft';
import { useReorder } from '../use-reorder';
import { ContentList } from './content-list';
import { MoveButtons } from './move-buttons';

interface FilesFieldProps {
  files: DraftFile[];
  onChange: (files: DraftFile[]) => void;
  disabled?: boolean;
}

/**
 * A project's files (docs/product.md §5): added by drop or picker, listed in order with their
 * size, removable and reorderable by buttons. The first file is the one cards offer.
 */
export function FilesField({ files, onChange, disabled }: FilesFieldProps) {
  const { move, buttonRef, announcement, setAnnouncement } = useReorder(files, onChange);
  const error = filesError(files);
  const remove = (index: number) => {
    setAnnouncement(`${files[index].name} removed`);
    onChange(files.filter((_, i) => i !== index));
  };
  return (
    <div>
      <FileDropField
        label="Files"
        {...PROJECT_FILE_KIND}
        room={PROJECT_FILE_KIND.max - files.length}
        onAdd={(added) => onChange([...files, ...added.map(draftFromFile)])}
        disabled={disabled}
      />
      {files.length > 0 && (
        <ContentList aria-label="Chosen files">
          {files.map((f, index) => (
            <li key={f.key}>
              <span className="name">
                {f.name} ({formatFileSize(f.size)})
              </span>
              <MoveButtons
                name={f.name}
                index={index}
                count={files.length}
                disabled={disabled}
                onMove={(direction) => move(index, direction)}
                buttonRef={(direction) => buttonRef(f.key, direction)}
              />
              <Button
                $variant="ghost"
                aria-label={`Remove ${f.name}`}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ContentList>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
