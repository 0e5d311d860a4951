import styled from 'styled-components';
import { useThemeChoice } from '@stackfolio/shared-ui';
import { THEME_OPTIONS } from './theme-options';

const Group = styled.div`
  display: inline-flex;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
`;

const Option = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

/**
 * The theme switch of the top bar for signed-out visitors: System, Light and Dark as
 * toggle buttons, the current one pressed. Signed-in users have it in the account menu. A press
 * on a server-rendered page before the app has hydrated them is held by the page and replayed
 * (`server-render-send.ts`).
 */
export function ThemeToggle() {
  const { choice, setChoice } = useThemeChoice();
  return (
    <Group role="group" aria-label="Theme">
      {THEME_OPTIONS.map(({ value, label, icon }) => (
        <Option
          key={value}
          type="button"
          aria-label={`${label} theme`}
          title={`${label} theme`}
          aria-pressed={choice === value}
          onClick={() => setChoice(value)}
        >
          {icon}
        </Option>
      ))}
    </Group>
  );
}
