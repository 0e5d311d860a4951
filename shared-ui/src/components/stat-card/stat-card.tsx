import styled, { css } from 'styled-components';

/**
 * The dashboard's stat-card look (a card 132 px tall at least, a muted h2, a big value, a hint),
 * shared by the shell's own cards and the remotes' dashboard widgets so they read as one grid.
 * Apply it to whatever element the card is: a section, a link, a button's container.
 */
export const statCardStyles = css`
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
  h2 {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

/** The card's big number (or short text); `$color` tints it. */
export const StatValue = styled.p<{ $color?: string }>`
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.3;
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ $color }) => $color ?? 'inherit'};
`;

/** The muted line under the value. */
export const StatHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
