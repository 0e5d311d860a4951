import { TitledCard } from '@stackfolio/shared-ui';
import styled from 'styled-components';
import type { ImpactRanking } from '../types';
import { formatCount, ordinal } from '../lib/labels';
import { Muted, Small } from './section-card';
import { RankingBadge } from './ranking-badge';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

/** Where the user stands among all users, by the impact score (docs/product.md §9 weights, computed by the API). */
export function ActivityRankingCard({ ranking }: { ranking: ImpactRanking | null }) {
  return (
    <TitledCard title="Activity Ranking">
      {ranking ? (
        <>
          <RankingBadge ranking={ranking.ranking} />
          <Small>Impact score {formatCount(ranking.score)}</Small>
          <Facts>
            <dt>Percentile</dt>
            <dd>{ordinal(ranking.percentile)}</dd>
            <dt>Position</dt>
            <dd>
              #{formatCount(ranking.position)} of {formatCount(ranking.totalUsers)}
            </dd>
          </Facts>
        </>
      ) : (
        <Muted>Calculating...</Muted>
      )}
    </TitledCard>
  );
}
