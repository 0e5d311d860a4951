import type { ComponentProps } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

const StyledContent = styled(RadixMenu.Content)`
  z-index: 40;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

/** A menu item; use `asChild` around a router Link for navigation items, `onSelect` for actions. */
export const DropdownMenuItem = styled(RadixMenu.Item)`
  ${itemStyles}
`;

/** A group of mutually exclusive choices (`value`, `onValueChange`), announced as radio items. */
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

const RadioItem = styled(RadixMenu.RadioItem)`
  ${itemStyles}
  padding-left: ${({ theme }) => theme.space(8)};
  position: relative;
`;

const Indicator = styled(RadixMenu.ItemIndicator)`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  display: inline-flex;
`;

/** One choice of a radio group; the chosen one carries a check mark and `aria-checked`. */
export function DropdownMenuRadioItem({
  children,
  ...props
}: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadioItem {...props}>
      <Indicator>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M5 12l5 5L20 7" />
        </svg>
      </Indicator>
      {children}
    </RadioItem>
  );
}

export const DropdownMenuLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

export const DropdownMenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

/**
 * The menu's panel, rendered in a portal and aligned to the trigger's end by default. Pass
 * `container` (e.g. an element inside the header) to keep it inside a landmark (axe's "region").
 */
export function DropdownMenuContent({
  align = 'end',
  sideOffset = 8,
  container,
  ...props
}: ComponentProps<typeof RadixMenu.Content> & { container?: HTMLElement | null }) {
  return (
    <RadixMenu.Portal container={container}>
      <StyledContent align={align} sideOffset={sideOffset} {...props} />
    </RadixMenu.Portal>
  );
}

/**
 * An accessible dropdown menu (Radix): arrow keys move between items, Escape closes and focus
 * returns to the trigger. Compose Root → Trigger (asChild around a button) → Content → Items.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
