import { FEATURED_SKILLS_MAX, SKILLS_MAX } from '../../../constants';
import { addSkill, removeSkill, toggleFeatured } from './skill-list';

describe('skill list rules (docs/product.md §5)', () => {
  it('trims a new skill and collapses inner spaces', () => {
    expect(addSkill([], [], '  Machine   Learning ')).toEqual({
      kind: 'changed',
      skills: ['Machine Learning'],
      featured: [],
    });
  });

  it('ignores blank skills and duplicates in any letter case', () => {
    expect(addSkill(['React'], [], '   ')).toEqual({ kind: 'ignored' });
    expect(addSkill(['React'], [], 'react')).toEqual({ kind: 'ignored' });
  });

  it(`refuses a skill beyond ${SKILLS_MAX}`, () => {
    const full = Array.from({ length: SKILLS_MAX }, (_, i) => `s${i}`);
    expect(addSkill(full, [], 'new')).toEqual({ kind: 'limit' });
    expect(addSkill(full.slice(1), [], 'new').kind).toBe('changed');
  });

  it(`refuses a featured skill beyond ${FEATURED_SKILLS_MAX}, and unfeatures on a second click`, () => {
    const skills = ['a', 'b', 'c', 'd', 'e', 'f'];
    const five = skills.slice(0, FEATURED_SKILLS_MAX);
    expect(toggleFeatured(skills, five, 'f')).toEqual({ kind: 'limit' });
    expect(toggleFeatured(skills, five, 'a')).toEqual({
      kind: 'changed',
      skills,
      featured: ['b', 'c', 'd', 'e'],
    });
  });

  it('removes a removed skill from the featured ones too', () => {
    expect(removeSkill(['a', 'b'], ['a'], 'a')).toEqual({
      kind: 'changed',
      skills: ['b'],
      featured: [],
    });
  });
});
