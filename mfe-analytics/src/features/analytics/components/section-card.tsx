import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export const Small = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A titled card (an h2 section) used by every analytics panel. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}
