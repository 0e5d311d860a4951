import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Label } from '@stackfolio/shared-ui';

const Wrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Ids that tie a control to its error text: spread `fieldA11y(id, error)` on the input. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** A labelled form control with its error line (docs/product.md §5 messages). */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Wrap>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.error && <FieldError id={`${props.id}-error`}>{props.error}</FieldError>}
    </Wrap>
  );
}
