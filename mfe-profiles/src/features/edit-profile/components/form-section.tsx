import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** One titled card of the edit-profile form; the title names the region for screen readers. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Root aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Root>
  );
}

/** Two columns from the medium breakpoint, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;
