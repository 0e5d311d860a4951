import {
  Avatar,
  fullName,
  initials,
  useTimeAgo,
  PlainList,
  TitledCard,
} from '@stackfolio/shared-ui';
import styled from 'styled-components';
import { RECENT_VIEWS_LIMIT, TEXT } from '../constants';
import type { RecentView } from '../types';
import { countryLabel, referrerLabel } from '../lib/labels';
import { Muted, Small } from './section-card';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/** The latest visits to the portfolio (first 5 after filtering). */
export function RecentViews({ views, filtered }: { views: RecentView[]; filtered: boolean }) {
  const timeAgo = useTimeAgo();
  const shown = views.slice(0, RECENT_VIEWS_LIMIT);
  return (
    <TitledCard title="Recent Portfolio Views">
      {shown.length === 0 ? (
        <Muted>{filtered ? 'No views match your search.' : 'No portfolio views yet.'}</Muted>
      ) : (
        <PlainList>
          {shown.map((view) => {
            const name = fullName(view.viewer, TEXT.anonymousVisitor);
            return (
              <Row key={view.id}>
                <Avatar
                  src={view.viewer?.avatarUrl}
                  name={name}
                  fallback={initials(view.viewer)}
                  size={36}
                />
                <div>
                  <strong>{name}</strong>
                  <Small>
                    {countryLabel(view.country)} · {timeAgo(view.viewedAt)} ·{' '}
                    {referrerLabel(view.referrer)}
                  </Small>
                </div>
              </Row>
            );
          })}
        </PlainList>
      )}
    </TitledCard>
  );
}
