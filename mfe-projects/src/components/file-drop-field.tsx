import { useEffect, useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Button, FieldError, Label, formatFileSize } from '@stackfolio/shared-ui';

const Zone = styled.div<{ $active: boolean }>`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 120px;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) =>
    $active ? theme.colors.primarySoft : theme.colors.background};
  text-align: center;
  cursor: pointer;
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** An object URL for previewing an image, revoked when the file changes (none where unsupported). */
function usePreviewUrl(file: File | null, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !enabled || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, enabled]);
  return url;
}

export interface FileDropFieldProps {
  label: string;
  /** e.g. "PDF, DOC, DOCX, ZIP, TXT or JSON, up to 50 MB". */
  hint: string;
  accept: Record<string, string[]>;
  maxSize: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shows a thumbnail of the chosen file. */
  preview?: boolean;
  disabled?: boolean;
}

/**
 * One file by drag-and-drop or picker (react-dropzone, whose rejection messages are the spec's:
 * 'File type must be ...', 'File is larger than N bytes', 'Too many files'); removable until submit.
 */
export function FileDropField({
  label,
  hint,
  accept,
  maxSize,
  file,
  onChange,
  preview,
  disabled,
}: FileDropFieldProps) {
  const id = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => {
      setRejections(rejected);
      if (accepted[0]) onChange(accepted[0]);
    },
  });
  const previewUrl = usePreviewUrl(file, Boolean(preview));
  const messages = [...new Set(rejections.flatMap((r) => r.errors.map((e) => e.message)))];
  return (
    <div>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      {/* Outside the drop zone: a focusable input inside its role="button" would nest controls (axe). */}
      <input {...getInputProps({ id: `${id}-input` })} />
      {file ? (
        <Chosen>
          {previewUrl && <img src={previewUrl} alt={`Preview of ${file.name}`} />}
          <span>
            {file.name} ({formatFileSize(file.size)})
          </span>
          <Button
            $variant="ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        </Chosen>
      ) : (
        <Zone
          {...getRootProps({ role: 'button', 'aria-describedby': `${id}-hint` })}
          $active={isDragActive}
        >
          <p>
            {isDragActive
              ? 'Drop the file here'
              : 'Drag and drop a file here, or click to choose one'}
          </p>
          <small id={`${id}-hint`}>{hint}</small>
        </Zone>
      )}
      {messages.map((message) => (
        <FieldError key={message} role="alert">
          {message}
        </FieldError>
      ))}
    </div>
  );
}
