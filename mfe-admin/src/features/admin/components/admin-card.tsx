import styled from 'styled-components';
import { PlainList } from '@stackfolio/shared-ui';

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

export const List = styled(PlainList)`
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
