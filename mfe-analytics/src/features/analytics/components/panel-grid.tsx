import styled from 'styled-components';
import { media } from '@stackfolio/shared-ui';

/** Two columns of panels from the medium breakpoint, one below it. */
export const PanelGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
