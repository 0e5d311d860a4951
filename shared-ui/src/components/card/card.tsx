import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(5)};
`;

/**
 * For the cards of a long list (profiles, projects): the browser lays out and paints a card only
 * when it comes near the screen (`content-visibility: auto`), holding its place meanwhile with
 * `estimate` and, once it has been shown, with its last real size. On a phone, a page of 24 cards
 * shows two; the first layout of the server's HTML was the largest task that was not JavaScript
 *.
 */
export const listCardRendering = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
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
