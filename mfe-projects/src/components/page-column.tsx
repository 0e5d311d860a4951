import styled from 'styled-components';

/** A page's content as one centred column of stacked blocks; `$gap` is in theme spacing steps. */
export const PageColumn = styled.div<{ $maxWidth: number; $gap: number }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin: 0 auto;
`;
