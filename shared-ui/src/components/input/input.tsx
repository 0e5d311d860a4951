import styled from 'styled-components';

export const Input = styled.input`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

/** A native select styled like {@link Input}: arrow keys and type-ahead work as the browser's own. */
export const Select = styled(Input).attrs({ as: 'select' })`
  cursor: pointer;
`;

/** A group of controls named by its `<legend>` (screen readers read it before each control). */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
  }
`;

/**
 * A native checkbox or radio inside its label (`<CheckboxLabel><input type="checkbox" />
 * Remote</CheckboxLabel>`): the whole label is the click target, at least 32 px tall.
 */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  cursor: pointer;
  input {
    margin: 0;
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

/** Field error text; link it to its input with aria-describedby. */
export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;
