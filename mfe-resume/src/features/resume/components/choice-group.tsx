import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
  /** Decorative picture of the option (hidden from assistive technology). */
  illustration?: ReactNode;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
  font-weight: 700;
`;

const Options = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ $columns }) => ($columns > 1 ? '140px' : '100%')}), 1fr)
  );
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Description = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A native radio group in a fieldset: arrow keys move the choice, the legend names the group,
 * each radio is named by its label and described by its description.
 */
export function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: number;
}) {
  const id = useId();
  const { legend, name, choices, value, onChange, columns = 1 } = props;
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Options $columns={columns}>
        {choices.map((choice) => {
          const nameId = `${id}-${choice.value}-name`;
          const descriptionId = `${id}-${choice.value}-description`;
          return (
            <Option key={choice.value} $checked={choice.value === value}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
              />
              <Text>
                {choice.illustration}
                <Name id={nameId}>{choice.label}</Name>
                <Description id={descriptionId}>{choice.description}</Description>
              </Text>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}
