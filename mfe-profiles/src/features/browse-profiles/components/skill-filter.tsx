import {
  MAX_SKILL_FILTERS,
  PROFILE_FILTER_LABELS,
  PROFILE_FILTER_MESSAGES,
  type ProfileFacets,
} from '@stackfolio/contract';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The skills as toggles with their counts: the chosen ones first (in the order chosen), then the
 * most frequent others. Once the limit is chosen the others wait until one is removed.
 */
export function SkillFilter({
  chosen,
  counts,
  onToggle,
}: {
  chosen: string[];
  /** The facet of the current answer; undefined while it loads. */
  counts: ProfileFacets['skill'] | undefined;
  onToggle: (skill: string) => void;
}) {
  const full = chosen.length >= MAX_SKILL_FILTERS;
  const options: CheckboxOption[] = [
    ...chosen.map((skill) => {
      const known = counts?.find((c) => same(c.value, skill));
      return { value: skill, label: known?.value ?? skill, count: known?.count, checked: true };
    }),
    ...(counts ?? [])
      .filter((c) => !chosen.some((skill) => same(skill, c.value)))
      .map((c) => ({
        value: c.value,
        label: c.value,
        count: c.count,
        checked: false,
        disabled: full,
      })),
  ];
  if (options.length === 0) return null;
  return (
    <CheckboxGroup
      legend={PROFILE_FILTER_LABELS.skill}
      name="skill"
      options={options}
      onToggle={onToggle}
      hint={full ? PROFILE_FILTER_MESSAGES.tooManySkills : undefined}
      chips
    />
  );
}
