import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { Input } from '@stackfolio/shared-ui';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 48px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  width: 40px;
  height: 36px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  /** What the toggle reveals, e.g. "password" or "confirm password" → "Show password". */
  toggleLabel: string;
};

/** A password field with a show/hide toggle (a pressed-state button, reachable by keyboard). */
export function PasswordInput({ toggleLabel, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...inputProps} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={`Show ${toggleLabel}`}
        aria-pressed={visible}
        aria-controls={inputProps.id}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
      </Toggle>
    </Wrap>
  );
}
