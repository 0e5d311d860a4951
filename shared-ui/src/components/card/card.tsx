import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(5)};
`;

export const CardTitle = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/** A card that is a named region headed by an h2 of the same title (dashboard panels). */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}
