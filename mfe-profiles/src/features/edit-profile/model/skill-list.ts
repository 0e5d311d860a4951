import { FEATURED_SKILLS_MAX, SKILLS_MAX } from '../../../constants';

export type SkillChange =
  | { kind: 'ignored' }
  | { kind: 'limit' }
  | { kind: 'changed'; skills: string[]; featured: string[] };

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Adds a skill: trimmed; blanks and duplicates (any letter case) ignored; at most 100 (docs/product.md §5). */
export function addSkill(skills: string[], featured: string[], raw: string): SkillChange {
  const skill = raw.trim().replace(/\s+/g, ' ');
  if (!skill || skills.some((existing) => same(existing, skill))) return { kind: 'ignored' };
  if (skills.length >= SKILLS_MAX) return { kind: 'limit' };
  return { kind: 'changed', skills: [...skills, skill], featured };
}

/** Removes a skill, and with it its featured mark (docs/product.md §5). */
export function removeSkill(skills: string[], featured: string[], skill: string): SkillChange {
  return {
    kind: 'changed',
    skills: skills.filter((s) => s !== skill),
    featured: featured.filter((s) => s !== skill),
  };
}

/** Features or unfeatures a skill; at most 5 featured (docs/product.md §5). */
export function toggleFeatured(skills: string[], featured: string[], skill: string): SkillChange {
  if (featured.includes(skill))
    return { kind: 'changed', skills, featured: featured.filter((s) => s !== skill) };
  if (featured.length >= FEATURED_SKILLS_MAX) return { kind: 'limit' };
  return { kind: 'changed', skills, featured: [...featured, skill] };
}
