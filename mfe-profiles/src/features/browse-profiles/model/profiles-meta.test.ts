import { TEXT } from '../../../constants';
import { filterFromParams } from './profile-filter';
import { profilesMeta } from './profiles-meta';

const metaOf = (query: string) => profilesMeta(filterFromParams(new URLSearchParams(query)));

describe('the title and description of /profiles', () => {
  it('says what the head of a skill link says for one skill', () => {
    expect(metaOf('skill=Rust')).toEqual({
      title: 'Rust professionals',
      description:
        'IT professionals skilled in Rust on Stackfolio: profiles, projects and social links.',
    });
  });

  it('describes the people every filter lists', () => {
    expect(
      metaOf(
        'skill=Rust&skill=Go&open=1&workplace=remote&workplace=onsite&type=contract&location=Berlin',
      ),
    ).toEqual({
      title: 'Rust, Go professionals',
      description:
        'IT professionals skilled in Rust and Go, open to work, working remote or on-site, for contract work, in Berlin on Stackfolio: profiles, projects and social links.',
    });
    expect(metaOf('open=1').title).toBe('Professionals open to work');
  });

  it('is the list’s own without filters', () => {
    expect(metaOf('q=ada').title).toBe(TEXT.browseTitle);
  });
});
