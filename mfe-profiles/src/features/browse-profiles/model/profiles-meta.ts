import { PROFILE_FILTER_LABELS } from '@stackfolio/contract';
import { TEXT } from '../../../constants';
import type { ProfilesFilter } from './profile-filter';

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
const listed = (items: string[], word = 'and') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * The document's title and description for a filter. A single skill says what the server's head
 * of a `/profiles?skill=` link says; other filters describe the people listed.
 */
export function profilesMeta(filter: ProfilesFilter): { title: string; description: string } {
  const { skill, open, workplace, type, location } = filter;
  const parts: string[] = [];
  if (skill.length) parts.push(`skilled in ${listed(skill)}`);
  if (open) parts.push('open to work');
  if (workplace.length) {
    const places = workplace.map((w) => PROFILE_FILTER_LABELS.workplaces[w].toLowerCase());
    parts.push(`working ${listed(places, 'or')}`);
  }
  if (type.length) {
    const types = type.map((t) => PROFILE_FILTER_LABELS.types[t].toLowerCase());
    parts.push(`for ${listed(types, 'or')} work`);
  }
  if (location) parts.push(`in ${location}`);
  return {
    title: skill.length
      ? `${skill.join(', ')} professionals`
      : open
        ? 'Professionals open to work'
        : TEXT.browseTitle,
    description: parts.length
      ? `IT professionals ${parts.join(', ')} on Stackfolio: profiles, projects and social links.`
      : 'Browse the profiles of IT, software and data professionals on Stackfolio.',
  };
}
