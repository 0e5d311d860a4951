import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

export const StatTitle = styled.h2`
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export const StatValue = styled.p`
  font-size: 1.875rem;
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export const StatNote = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
`;

export const Muted = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A titled card: a named region with an h2. */
export function PanelCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}
