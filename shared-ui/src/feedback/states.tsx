import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
  }
`;

/** An empty list: a title, an optional line and an optional action (link or button). */
export function EmptyState(props: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <h2>{props.title}</h2>
      {props.description && <p>{props.description}</p>}
      {props.action}
    </Box>
  );
}

/** A failed load: a title, a line, and a retry button. */
export function ErrorState(props: {
  title: string;
  description?: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  return (
    <Box role="alert">
      <h2>{props.title}</h2>
      {props.description && <p>{props.description}</p>}
      {props.onRetry && (
        <Button $variant="secondary" onClick={props.onRetry}>
          {props.retryLabel ?? 'Retry'}
        </Button>
      )}
    </Box>
  );
}
