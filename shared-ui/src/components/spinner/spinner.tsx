import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
`;

/** Full-screen spinner shown while the sign-in state loads (docs/product.md §2). */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Screen role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">{label}</span>
    </Screen>
  );
}
