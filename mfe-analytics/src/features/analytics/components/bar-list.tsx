import { PlainList, TitledCard } from '@stackfolio/shared-ui';
import styled from 'styled-components';
import { formatCount } from '../lib/labels';
import { Muted } from './section-card';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Track = styled.span`
  grid-column: 1 / -1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

export interface BarItem {
  key: string;
  label: string;
  count: number;
}

/** A titled list of labelled counts with proportional bars (the bars are decoration; the numbers are text). */
export function BarList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: BarItem[];
  emptyText: string;
}) {
  const max = Math.max(...items.map((item) => item.count), 1);
  return (
    <TitledCard title={title}>
      {items.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <PlainList>
          {items.map((item) => (
            <Row key={item.key}>
              <Name>{item.label}</Name>
              <strong>{formatCount(item.count)}</strong>
              <Track aria-hidden="true">
                <Fill style={{ width: `${(item.count / max) * 100}%` }} />
              </Track>
            </Row>
          ))}
        </PlainList>
      )}
    </TitledCard>
  );
}
