import { Link } from '@stackfolio/shared-ui/router';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, ButtonLink, CheckboxLabel, media, useHydrated } from '@stackfolio/shared-ui';
import { paths, PROFILE_FILTER_LABELS, type ProfileFacets } from '@stackfolio/contract';
import { TEXT } from '../../../constants';
import { useProfiles } from '../api/get-profiles';
import type { UpdateFilter } from '../hooks/use-profile-filter';
import {
  CHOICE_OPTIONS,
  chosenFilterCount,
  clearedFilter,
  filterToParams,
  isFiltered,
  toggleChoice,
  toggleSkill,
  type ProfilesFilter,
} from '../model/profile-filter';
import { CheckboxGroup, LabelText } from './checkbox-group';
import { LocationFilter } from './location-filter';
import { SkillFilter } from './skill-filter';
import { SortSelect } from './sort-select';

// On a narrow screen the filters fold away behind a link to them, so the results come first; from
// the large breakpoint up they stand beside the results and the link is gone. Without JavaScript
// the link still unfolds them (`:target`); with it, it toggles them in place.
const Toggle = styled(ButtonLink)`
  justify-self: start;
  ${media.lg} {
    display: none;
  }
`;

const Form = styled.form<{ $folded: boolean; $scripted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  ${({ $folded, $scripted }) =>
    $folded &&
    css`
      display: none;
      ${
        !$scripted &&
        css`
          &:target {
            display: flex;
          }
        `
      }
      ${media.lg} {
        display: flex;
      }
    `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The filters of /profiles with the counts of the current answer. With JavaScript each change
 * goes to the address at once; without it the form is a GET of /profiles with the same fields.
 */
export function ProfileFilters({
  id,
  filter,
  update,
  location,
  onLocationChange,
  onApply,
  onClear,
}: {
  /** The form's id: the search box outside it belongs to it too (`form=`). */
  id: string;
  filter: ProfilesFilter;
  update: UpdateFilter;
  location: string;
  onLocationChange: (value: string) => void;
  /** "Apply filters" (or Enter in a box): send the words typed without waiting for a pause. */
  onApply: () => void;
  /** "Clear filters" leads to the cleared address; this empties the boxes not yet sent. */
  onClear: () => void;
}) {
  const facets = useProfiles(filter).data?.pages[0]?.facets;
  const count = (key: keyof ProfileFacets, value: string) =>
    facets?.[key].find((c) => c.value === value)?.count;
  const list = paths.browseProfiles();
  const cleared = filterToParams(clearedFilter(filter)).toString();
  const [unfolded, setUnfolded] = useState(false);
  // Once the app runs, the button alone folds and unfolds them: a press before that followed the
  // link, so they stay unfolded.
  const scripted = useHydrated();
  useEffect(() => {
    if (window.location.hash === `#${id}`) setUnfolded(true);
  }, [id]);

  return (
    <>
      <Toggle
        href={`#${id}`}
        $variant="secondary"
        aria-expanded={unfolded}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          setUnfolded((open) => !open);
        }}
      >
        {TEXT.filtersToggle(chosenFilterCount(filter))}
      </Toggle>
      <Form
        $folded={!unfolded}
        $scripted={scripted}
        id={id}
        method="get"
        action={list}
        aria-label={TEXT.filtersLabel}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <SortSelect
          q={filter.q}
          sort={filter.sort}
          onChange={(sort) => update((f) => ({ ...f, sort }))}
        />
        <CheckboxLabel>
          <input
            type="checkbox"
            name="open"
            value="1"
            checked={filter.open}
            onChange={() => update((f) => ({ ...f, open: !f.open }))}
          />
          <LabelText label={PROFILE_FILTER_LABELS.open} count={count('open', '1')} />
        </CheckboxLabel>
        <SkillFilter
          chosen={filter.skill}
          counts={facets?.skill}
          onToggle={(skill) => update((f) => ({ ...f, skill: toggleSkill(f.skill, skill) }))}
        />
        <LocationFilter value={location} onChange={onLocationChange} />
        {(['workplace', 'type'] as const).map((key) => {
          const chosen: readonly string[] = filter[key];
          return (
            <CheckboxGroup
              key={key}
              legend={PROFILE_FILTER_LABELS[key]}
              name={key}
              options={CHOICE_OPTIONS[key].map(({ value, label }) => ({
                value,
                label,
                count: count(key, value),
                checked: chosen.includes(value),
              }))}
              onToggle={(value) => update((f) => toggleChoice(f, key, value))}
            />
          );
        })}
        <Actions>
          <Button type="submit" $variant="secondary">
            {TEXT.applyFilters}
          </Button>
          {isFiltered(filter) && (
            <ButtonLink
              as={Link}
              to={cleared ? `${list}?${cleared}` : list}
              onClick={onClear}
              $variant="ghost"
            >
              {TEXT.clearFilters}
            </ButtonLink>
          )}
        </Actions>
      </Form>
    </>
  );
}
