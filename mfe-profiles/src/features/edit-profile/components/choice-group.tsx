import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxLabel, FieldError, Fieldset } from '@stackfolio/shared-ui';

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
`;

/**
 * Native radios (one choice) or checkboxes (any number) in a fieldset: the legend names the
 * group, each label its control, and arrow keys move between radios.
 */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  type,
  options,
  error,
  registration,
}: {
  id: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: T; label: string }[];
  error?: string;
  /** `register(name)` of the form field the group sets. */
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map(({ value, label }) => (
          <CheckboxLabel key={value || 'none'}>
            <input type={type} value={value} {...registration} />
            {label}
          </CheckboxLabel>
        ))}
      </Options>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}
