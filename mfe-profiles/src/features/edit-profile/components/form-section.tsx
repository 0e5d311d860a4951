import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  /* A fieldset otherwise keeps its default frame and grows to its widest control. */
  margin: 0;
  min-width: 0;
`;

/** Floated, the legend is laid out like any child rather than on the card's border. */
const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
`;

/**
 * One titled card of the edit-profile form; the title names the region for screen readers.
 * A `group` is a fieldset whose legend holds the title, so each of its controls is announced
 * with it; the title stays a heading like the other sections'.
 */
export function FormSection({
  id,
  title,
  group = false,
  children,
}: {
  id: string;
  title: string;
  group?: boolean;
  children: ReactNode;
}) {
  if (group)
    return (
      <Root as="fieldset">
        <Legend>
          <CardTitle id={id}>{title}</CardTitle>
        </Legend>
        {children}
      </Root>
    );
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
