import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';

/** docs/product.md §9: a tooltip opens after 700 ms of hover; moving to the next one within 300 ms is instant. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const Content = styled(RadixTooltip.Content)`
  z-index: 50;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * Groups tooltips so that, once one has opened, the next opens at once (skip delay). Wrap a row of
 * icon controls in one provider; a lone Tooltip brings its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Grouped.Provider value={true}>
      <RadixTooltip.Provider
        delayDuration={TOOLTIP_DELAY_MS}
        skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      >
        {children}
      </RadixTooltip.Provider>
    </Grouped.Provider>
  );
}

/** True inside a TooltipProvider, so a Tooltip there joins the group instead of starting one. */
const Grouped = createContext(false);

/**
 * Says what an icon control does on hover and keyboard focus (Radix: Escape closes it, the text
 * also describes the control for assistive technology). `children` must be one focusable element
 * that keeps its own accessible name (aria-label); the tooltip repeats it for sighted users.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6}>{label}</Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return useContext(Grouped) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
