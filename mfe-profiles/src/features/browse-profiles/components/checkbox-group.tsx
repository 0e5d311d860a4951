import { useId } from 'react';
import styled, { css } from 'styled-components';
import { CheckboxLabel, Fieldset } from '@stackfolio/shared-ui';

export interface CheckboxOption {
  value: string;
  label: string;
  /** How many profiles it gives, read with the label ('Remote (3)'); undefined while unknown. */
  count?: number;
  checked: boolean;
  disabled?: boolean;
}

const Options = styled.div<{ $chips: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  ${({ $chips }) =>
    $chips &&
    css`
      gap: ${({ theme }) => theme.space(2)};
      label {
        padding: 0 ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
        border: 1px solid ${({ theme }) => theme.colors.border};
        border-radius: ${({ theme }) => theme.radii.full};
        background: ${({ theme }) => theme.colors.surface};
        font-size: 0.875rem;
        overflow-wrap: anywhere;
      }
      label:has(input:checked) {
        border-color: ${({ theme }) => theme.colors.primary};
        background: ${({ theme }) => theme.colors.primarySoft};
        color: ${({ theme }) => theme.colors.primary};
        font-weight: 600;
      }
    `}
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Native checkboxes in a fieldset named by its legend; `name`/`value` make them a GET form's
 * fields, so they filter without JavaScript too. `chips` shows them as pills (the skills).
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  onToggle,
  hint,
  chips = false,
}: {
  legend: string;
  name: string;
  options: CheckboxOption[];
  onToggle: (value: string) => void;
  hint?: string;
  chips?: boolean;
}) {
  const hintId = useId();
  return (
    <Fieldset aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      <Options $chips={chips}>
        {options.map((option) => (
          <CheckboxLabel key={option.value}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={option.checked}
              disabled={option.disabled}
              onChange={() => onToggle(option.value)}
            />
            <LabelText label={option.label} count={option.count} />
          </CheckboxLabel>
        ))}
      </Options>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Fieldset>
  );
}

/** A checkbox's text: 'Remote (3)', the count muted; the bare label while it is not known. */
export function LabelText({ label, count }: { label: string; count?: number }) {
  return (
    <span>
      <span>{label}</span>
      {count !== undefined && (
        <>
          {' '}
          <Count>({count})</Count>
        </>
      )}
    </span>
  );
}
