import { useState } from 'react';
import { useSearchParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Button, Page, PageTitle, useDebouncedValue, useDocumentMeta } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { TEXT } from '../constants';
import { ProfileSearch } from '../features/browse-profiles/components/profile-search';
import { ProfileResults } from '../features/browse-profiles/components/profile-results';

const SkillFilter = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/**
 * /profiles: server-side search (debounced) over every profile, a page at a time. `?skill=` (the
 * crawlable skill links) narrows the list to one skill.
 */
export function BrowseProfilesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const skill = searchParams.get('skill')?.trim() ?? '';
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim());

  useDocumentMeta(
    skill ? `${skill} professionals` : TEXT.browseTitle,
    skill
      ? `IT professionals skilled in ${skill} on Stackfolio: profiles, projects and social links.`
      : 'Browse the profiles of IT, software and data professionals on Stackfolio.',
  );

  const clearSkill = () =>
    setSearchParams((params) => {
      params.delete('skill');
      return params;
    });
  const clearAll = () => {
    setTerm('');
    if (skill) clearSkill();
  };

  return (
    <Page>
      <PageTitle>{TEXT.browseTitle}</PageTitle>
      <ProfileSearch value={term} onChange={setTerm} />
      {skill && (
        <SkillFilter>
          <span>
            Skill: <strong>{skill}</strong>
          </span>
          <Tooltip label={`Remove the skill filter ${skill}`}>
            <Button
              $variant="ghost"
              onClick={clearSkill}
              aria-label={`Remove the skill filter ${skill}`}
            >
              ×
            </Button>
          </Tooltip>
        </SkillFilter>
      )}
      <ProfileResults filter={{ q, skill }} onClear={clearAll} />
    </Page>
  );
}
