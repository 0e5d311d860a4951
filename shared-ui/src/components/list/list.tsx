import styled, { css } from 'styled-components';

/** A list without bullets or indent, its items stacked in a grid with the standard gap. */
export const plainListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** An unordered list styled with {@link plainListStyles}; extend it or use `as="ol"`. */
export const PlainList = styled.ul`
  ${plainListStyles}
`;
