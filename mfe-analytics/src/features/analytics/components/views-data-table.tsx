import styled from 'styled-components';
import type { DailyViews } from '../types';
import { formatLongDay } from '../lib/views-series';
import { formatCount } from '../lib/labels';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Scroll = styled.div`
  max-height: 240px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** The chart's data as a table: the text alternative for anyone who cannot see or point at the chart. */
export function ViewsDataTable({ series }: { series: DailyViews[] }) {
  return (
    <Details>
      <summary>Show the data as a table</summary>
      <Scroll>
        <Table>
          <caption className="sr-only">Portfolio views per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.date}>
                <td>{formatLongDay(day.date)}</td>
                <td>{formatCount(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Details>
  );
}
