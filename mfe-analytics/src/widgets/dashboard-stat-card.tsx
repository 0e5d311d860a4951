import type { ReactNode } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';

// Same look as the shell's own dashboard stat cards (grid, 132 px tall, muted h2, big value, hint).
const CardLink = styled(Link)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 132px;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 0.95rem; color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

export const StatValue = styled.p<{ $color?: string }>`
  font-size: 1.75rem;
  font-weight: 800;
  margin: 0;
  color: ${({ $color }) => $color ?? 'inherit'};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A dashboard stat card that is one link to /analytics. */
export function DashboardStatCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <CardLink to="/analytics">
      <h2>{title}</h2>
      {children}
      <Hint>{hint}</Hint>
    </CardLink>
  );
}
