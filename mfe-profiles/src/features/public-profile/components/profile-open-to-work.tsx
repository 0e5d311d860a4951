import { Fragment } from 'react';
import styled from 'styled-components';
import { OPEN_TO_WORK_LABELS } from '@stackfolio/contract';
import { Card, DescriptionList } from '@stackfolio/shared-ui';
import { OPEN_TO_WORK_TEXT } from '../../../constants';
import { formatDay, lookingForWork } from '../../../lib/open-to-work';
import type { Profile } from '../api/get-profile';

const Root = styled(Card)`
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.125rem;
  }
`;

const Available = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

/**
 * Open to work: the roles, employment types, workplaces and locations the person set, and when
 * they can start. Nothing while they are not looking, or set nothing beyond the status (the
 * header's badge says that much).
 */
export function ProfileOpenToWork({ profile }: { profile: Profile }) {
  const looking = lookingForWork(profile.openToWork);
  if (!looking) return null;
  const rows = [
    { term: OPEN_TO_WORK_TEXT.roles, items: looking.roles },
    {
      term: OPEN_TO_WORK_TEXT.employmentTypes,
      items: looking.employmentTypes.map((type) => OPEN_TO_WORK_LABELS.employmentTypes[type]),
    },
    {
      term: OPEN_TO_WORK_TEXT.workplaces,
      items: looking.workplaces.map((place) => OPEN_TO_WORK_LABELS.workplaces[place]),
    },
    { term: OPEN_TO_WORK_TEXT.locations, items: looking.locations },
  ].filter((row) => row.items.length > 0);
  if (rows.length === 0 && !looking.availableFrom) return null;
  return (
    <Root aria-labelledby="profile-open-to-work">
      <h2 id="profile-open-to-work">{OPEN_TO_WORK_TEXT.title}</h2>
      {rows.length > 0 && (
        <DescriptionList>
          {rows.map(({ term, items }) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{items.join(', ')}</dd>
            </Fragment>
          ))}
        </DescriptionList>
      )}
      {looking.availableFrom && (
        <Available>
          {OPEN_TO_WORK_TEXT.availableFrom}{' '}
          <time dateTime={looking.availableFrom}>{formatDay(looking.availableFrom)}</time>
        </Available>
      )}
    </Root>
  );
}
