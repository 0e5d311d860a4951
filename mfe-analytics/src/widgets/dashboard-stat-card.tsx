import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  h2 { font-size: 0.9375rem; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

export const StatValue = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

/** A dashboard stat card that is one link to /analytics. */
export function DashboardStatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardLink to="/analytics">
      <h2>{title}</h2>
      {children}
    </CardLink>
  );
}
