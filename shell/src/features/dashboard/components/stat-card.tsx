import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Skeleton } from '@stackfolio/shared-ui';

const Box = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 132px;
  h2 { font-size: 0.95rem; color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

const Value = styled.p`
  font-size: 1.375rem;
  font-weight: 800;
  line-height: 1.3;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A dashboard stat card in the same look as the remotes' widget cards. */
export function StatCard(props: { title: string; value: ReactNode; hint?: ReactNode; loading?: boolean }) {
  const id = `stat-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box aria-labelledby={id} aria-busy={props.loading || undefined}>
      <h2 id={id}>{props.title}</h2>
      {props.loading ? <Skeleton $height="2.25rem" $width="60%" /> : <Value>{props.value}</Value>}
      {props.hint && <Hint>{props.hint}</Hint>}
    </Box>
  );
}
