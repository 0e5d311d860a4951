import { useId, useState } from 'react';
import { useDropzone, type FileError } from 'react-dropzone';
import styled from 'styled-components';
import { FieldError, Label } from '@stackfolio/shared-ui';

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

export interface FileDropFieldProps {
  label: string;
  /** e.g. "PNG, JPG, GIF or WebP; up to 12 images, each up to 10 MB". */
  hint: string;
  accept: Record<string, string[]>;
  maxSize: number;
  /** How many more files may be added now. */
  room: number;
  /** The server's messages for a file of the wrong type, too large, or one too many. */
  messages: { type: string; size: string; count: string };
  /** The server's message for a file it would refuse by name, or null. */
  validator?: (file: File) => string | null;
  onAdd: (files: File[]) => void;
  disabled?: boolean;
}

const CODE_MESSAGE = {
  'file-invalid-type': 'type',
  'file-too-large': 'size',
  'too-many-files': 'count',
} as const;

/**
 * Files by drag-and-drop or picker (react-dropzone). What it refuses is said with the server's own
 * messages, so the person reads the same words whichever side refuses.
 */
export function FileDropField({
  label,
  hint,
  accept,
  maxSize,
  room,
  messages,
  validator,
  onAdd,
  disabled,
}: FileDropFieldProps) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple: true,
    disabled,
    validator: (file) => {
      const message = validator?.(file);
      return message ? { code: 'file-invalid-type', message } : null;
    },
    onDrop: (accepted, rejected) => {
      const fits = accepted.slice(0, Math.max(0, room));
      const reasons = rejected.flatMap((r) => r.errors.map((e) => messageOf(e, messages)));
      if (accepted.length > fits.length) reasons.push(messages.count);
      setRefused([...new Set(reasons)]);
      if (fits.length) onAdd(fits);
    },
  });
  return (
    <div>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      {/* Outside the drop zone: a focusable input inside its role="button" would nest controls (axe). */}
      <input {...getInputProps({ id: `${id}-input` })} />
      <Zone
        {...getRootProps({ role: 'button', 'aria-describedby': `${id}-hint` })}
        $active={isDragActive}
      >
        <p>
          {isDragActive ? 'Drop the files here' : 'Drag and drop files here, or click to choose'}
        </p>
        <small id={`${id}-hint`}>{hint}</small>
      </Zone>
      {refused.map((message) => (
        <FieldError key={message} role="alert">
          {message}
        </FieldError>
      ))}
    </div>
  );
}

function messageOf(error: FileError, messages: FileDropFieldProps['messages']): string {
  // A validator's message is already the server's; react-dropzone's own wording is replaced.
  if (Object.values(messages).includes(error.message)) return error.message;
  const kind = CODE_MESSAGE[error.code as keyof typeof CODE_MESSAGE];
  return kind ? messages[kind] : error.message;
}
