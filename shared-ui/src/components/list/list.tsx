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

/** Terms beside their descriptions, two columns: the term bold, the description wrapping anywhere. */
export const DescriptionList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
