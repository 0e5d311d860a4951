import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, StatHint as Hint, StatValue, statCardStyles } from '@stackfolio/shared-ui';

const Box = styled.section`
  ${statCardStyles}
`;

// The shell's cards also show text (a featured name), so their value is a little smaller.
const Value = styled(StatValue)`
  font-size: 1.375rem;
`;

/** A dashboard stat card in the same look as the remotes' widget cards. */
export function StatCard(props: {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
}) {
  const id = `stat-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box aria-labelledby={id} aria-busy={props.loading || undefined}>
      <h2 id={id}>{props.title}</h2>
      {props.loading ? <Skeleton $height="2.25rem" $width="60%" /> : <Value>{props.value}</Value>}
      {props.hint && <Hint>{props.hint}</Hint>}
    </Box>
  );
}
