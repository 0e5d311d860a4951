import { useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
} from './toast-store';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.dangerText};
    `}
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left: 4px solid ${theme.colors.success};
    `}
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
  grid-column: 1;
`;
const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: 0.9rem;
`;
const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  background: none;
  border: 0;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  align-self: start;
`;

/** Renders the toasts raised with `toast()`; mounted once by the shell (docs/product.md §9 constants). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <Root
          key={t.id}
          open={t.open}
          $variant={t.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
        >
          <Title>{t.title}</Title>
          {t.description && <Description>{t.description}</Description>}
          <Close aria-label="Close notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
