import { MAX_SKILL_FILTERS } from '@stackfolio/contract';
import { SKILL_MAX_LENGTH } from '../../../constants';
import {
  chosenFilterCount,
  clearedFilter,
  filterFromParams,
  filterToParams,
  toggleChoice,
  toggleSkill,
} from './profile-filter';

const read = (query: string) => filterFromParams(new URLSearchParams(query));

describe('the /profiles filter in the address', () => {
  it('reads every filter, repeated ones as lists, and writes the same address back', () => {
    const query =
      'q=ada&skill=Rust&skill=Go&location=Berlin&open=1&workplace=remote&workplace=hybrid&type=contract&sort=views';
    expect(read(query)).toEqual({
      q: 'ada',
      skill: ['Rust', 'Go'],
      location: 'Berlin',
      open: true,
      workplace: ['remote', 'hybrid'],
      type: ['contract'],
      sort: 'views',
    });
    expect(filterToParams(read(query)).toString()).toBe(query);
  });

  it('leaves out what the API would refuse, so a hand-edited link still lists profiles', () => {
    const skills = Array.from({ length: MAX_SKILL_FILTERS + 2 }, (_, i) => `skill=S${i}`);
    const filter = read(
      `${skills.join('&')}&skill=s0&skill=${'x'.repeat(SKILL_MAX_LENGTH + 1)}&skill=%20` +
        '&workplace=moon&type=gig&open=yes&sort=relevant&location=%20%20',
    );
    expect(filter.skill).toEqual(['S0', 'S1', 'S2', 'S3', 'S4']);
    expect(filter).toMatchObject({ workplace: [], type: [], open: false, sort: '', location: '' });
  });

  it('keeps no default order: relevance while searching, newest otherwise', () => {
    expect(read('q=ada&sort=relevant').sort).toBe('');
    expect(read('sort=newest').sort).toBe('');
    expect(read('q=ada&sort=newest').sort).toBe('newest');
  });

  it('toggles a skill in any case, up to the limit', () => {
    expect(toggleSkill(['Rust', 'Go'], 'rust')).toEqual(['Go']);
    expect(toggleSkill(['Rust'], 'Go')).toEqual(['Rust', 'Go']);
    const full = ['A', 'B', 'C', 'D', 'E'];
    expect(toggleSkill(full, 'F')).toBe(full);
  });

  it("toggles a workplace or type, kept in the contract's order", () => {
    const filter = read('workplace=onsite');
    expect(toggleChoice(filter, 'workplace', 'remote').workplace).toEqual(['remote', 'onsite']);
    expect(toggleChoice(filter, 'workplace', 'onsite').workplace).toEqual([]);
    expect(toggleChoice(read(''), 'type', 'freelance').type).toEqual(['freelance']);
  });

  it('clears the words and the filters, keeping an order other than the default', () => {
    expect(filterToParams(clearedFilter(read('q=a&skill=Go&open=1&sort=views'))).toString()).toBe(
      'sort=views',
    );
    expect(filterToParams(clearedFilter(read('q=a&sort=newest'))).toString()).toBe('');
  });
});

describe('how many filters are chosen (the narrow screen\'s "Filters (n)")', () => {
  it('counts each skill, workplace and type, the place and open to work, not the words or order', () => {
    expect(chosenFilterCount(read('q=ada&sort=views'))).toBe(0);
    expect(
      chosenFilterCount(
        read(
          'skill=Rust&skill=Go&location=Berlin&open=1&workplace=remote&type=contract&type=freelance',
        ),
      ),
    ).toBe(7);
  });
});
