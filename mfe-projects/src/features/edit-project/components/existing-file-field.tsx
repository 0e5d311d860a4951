import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { FileDropField, type FileDropFieldProps } from '../../../components/file-drop-field';

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
`;

export interface ExistingFileFieldProps extends Omit<FileDropFieldProps, 'onChange'> {
  /** 'File' or 'Image': used in 'Remove File', 'Keep File', 'File will be removed…'. */
  noun: 'File' | 'Image';
  /** What is stored now (file name, or null when there is none). */
  currentName: string | null;
  currentImageUrl?: string | null;
  removalMessage: string;
  markedForRemoval: boolean;
  onMarkForRemoval: (marked: boolean) => void;
  onChange: (file: File | null) => void;
}

/**
 * The stored file or image with Remove (marks it; the notice offers a Keep undo), plus a drop zone
 * for a replacement. Choosing a replacement clears the removal mark (docs/product.md §4).
 */
export function ExistingFileField(props: ExistingFileFieldProps) {
  const {
    noun,
    currentName,
    currentImageUrl,
    removalMessage,
    markedForRemoval,
    onMarkForRemoval,
    onChange,
    ...drop
  } = props;
  const choose = (file: File | null) => {
    onChange(file);
    if (file) onMarkForRemoval(false);
  };
  return (
    <div>
      {currentName &&
        !drop.file &&
        (markedForRemoval ? (
          <Notice role="status">
            {removalMessage}
            <Button $variant="secondary" onClick={() => onMarkForRemoval(false)}>
              Keep {noun}
            </Button>
          </Notice>
        ) : (
          <Current>
            {currentImageUrl && <img src={currentImageUrl} alt={`Current ${noun.toLowerCase()}`} />}
            <span>
              Current {noun.toLowerCase()}: {currentName}
            </span>
            <Button $variant="ghost" onClick={() => onMarkForRemoval(true)}>
              Remove {noun}
            </Button>
          </Current>
        ))}
      <FileDropField {...drop} onChange={choose} />
    </div>
  );
}
