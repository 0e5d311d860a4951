import { TitledCard } from '@stackfolio/shared-ui';
import styled from 'styled-components';
import { TIME_RANGES, type TimeRange } from '../constants';
import type { UserInteractions } from '../types';
import { formatCount } from '../lib/labels';
import { Small } from './section-card';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
  dd > span {
    font-weight: 400;
  }
`;

/**
 * What the user did on the platform: uploads, profiles and projects explored, likes and comments,
 * every figure within the selected range (the API counts them all over the same window).
 */
export function PlatformActivity({
  interactions,
  range,
}: {
  interactions: UserInteractions;
  range: TimeRange;
}) {
  const engagement = interactions.likesGiven + interactions.commentsGiven;
  const rangeLabel = TIME_RANGES.find((option) => option.value === range)?.label;
  return (
    <TitledCard title="Platform Activity">
      <Small>{rangeLabel}</Small>
      <Grid>
        <div>
          <dt>Projects Uploaded</dt>
          <dd>{formatCount(interactions.projectsUploaded)}</dd>
        </div>
        <div>
          <dt>Profiles Viewed</dt>
          <dd>{formatCount(interactions.otherProfilesViewed)}</dd>
        </div>
        <div>
          <dt>Projects Explored</dt>
          <dd>{formatCount(interactions.otherProjectsViewed)}</dd>
        </div>
        <div>
          <dt>Community Engagement</dt>
          <dd>
            {formatCount(engagement)}
            <Small>
              {formatCount(interactions.likesGiven)} likes ·{' '}
              {formatCount(interactions.commentsGiven)} comments
            </Small>
          </dd>
        </div>
      </Grid>
    </TitledCard>
  );
}
