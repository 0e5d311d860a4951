import { paths } from '@stackfolio/contract';
import type { ReactNode } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { StatHint, statCardStyles } from '@stackfolio/shared-ui';

export { StatValue } from '@stackfolio/shared-ui';

const CardLink = styled(Link)`
  ${statCardStyles}
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A dashboard stat card that is one link to /analytics. */
export function DashboardStatCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <CardLink to={paths.analytics()}>
      <h2>{title}</h2>
      {children}
      <StatHint>{hint}</StatHint>
    </CardLink>
  );
}
