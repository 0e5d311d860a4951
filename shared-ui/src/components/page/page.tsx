import styled from 'styled-components';

/** The centred content column every page sits in. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
`;
