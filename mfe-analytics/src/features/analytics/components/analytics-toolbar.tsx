import { useId } from 'react';
import styled from 'styled-components';
import { Input, Label, media } from '@stackfolio/shared-ui';
import { TEXT, TIME_RANGES, type TimeRange } from '../constants';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: 220px minmax(0, 360px);
    justify-content: start;
  }
`;

const Select = styled(Input).attrs({ as: 'select' })`
  cursor: pointer;
`;

interface Props {
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The time-range selector (drives the API's range) and the search box (filters on screen). */
export function AnalyticsToolbar({ range, onRangeChange, search, onSearchChange }: Props) {
  const id = useId();
  return (
    <Bar>
      <div>
        <Label htmlFor={`${id}-range`}>{TEXT.rangeLabel}</Label>
        <Select
          id={`${id}-range`}
          value={range}
          onChange={(event) => onRangeChange(event.target.value as TimeRange)}
        >
          {TIME_RANGES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-search`}>{TEXT.searchLabel}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={TEXT.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
    </Bar>
  );
}
