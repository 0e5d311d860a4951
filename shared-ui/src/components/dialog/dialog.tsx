import { useContext, useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
// Through the package name: the shared singleton's context, also where this file is bundled.
import { DocumentMetaLayer } from '@stackfolio/shared-ui';

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled(RadixDialog.Content)<{ $width: string }>`
  position: fixed;
  z-index: 51;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}, calc(100vw - 24px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled(RadixDialog.Title)`
  font-size: 1.25rem;
  margin: 0 2rem ${({ theme }) => theme.space(2)} 0;
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** When true, clicking outside and Escape do not close it (the reactions dialog, docs/product.md §2). */
  dismissOnlyWithButton?: boolean;
  width?: string;
  /**
   * Where focus goes on close when the element that opened the dialog is gone (a Delete button
   * whose row was deleted): a heading or list near it, rather than the top of the page.
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * An accessible modal dialog (Radix): focus is trapped and returned, it has a title, and a
 * visible close button. Use `Dialog.Close` (re-exported as DialogClose) for Cancel buttons.
 * A `useDocumentMeta` inside it sets the page's title and description while it is open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissOnlyWithButton,
  width = '560px',
  fallbackFocus,
}: DialogProps) {
  const metaLayer = useContext(DocumentMetaLayer);
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by plain buttons, so
  // the element that had focus when it opened gets it back when it closes (if it is still there).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : fallbackFocus?.();
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  const keepOpen = (event: Event) => {
    if (dismissOnlyWithButton) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $width={width}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <DocumentMetaLayer.Provider value={metaLayer + 1}>{children}</DocumentMetaLayer.Provider>
          <CloseButton aria-label="Close">×</CloseButton>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
