import { MAX_SAVED_SEARCH_NAME } from '@stackfolio/contract';
import { filterFromParams } from './profile-filter';
import { ALL_PROFILES_NAME, savedSearchName, savedSearchQuery } from './saved-search';

const read = (query: string) => filterFromParams(new URLSearchParams(query));

describe('a /profiles search as it is saved', () => {
  it('keeps the filters and words of the address, without the order', () => {
    const filter = read('skill=Rust&open=1&sort=views&workplace=remote&q=ada&type=contract');
    expect(savedSearchQuery(filter)).toBe('q=ada&skill=Rust&open=1&workplace=remote&type=contract');
  });

  it('is offered a name listing its filters in the order of the page, e.g. "Rust · Open to work · Remote"', () => {
    expect(savedSearchName(read('skill=Rust&open=1&workplace=remote'))).toBe(
      'Rust · Open to work · Remote',
    );
    expect(
      savedSearchName(
        read('type=contract&location=Berlin&workplace=hybrid&skill=Go&skill=Rust&q=platform'),
      ),
    ).toBe('“platform” · Go · Rust · Location: Berlin · Hybrid · Contract');
  });

  it(`is offered "${ALL_PROFILES_NAME}" when nothing narrows it`, () => {
    expect(savedSearchName(read('sort=views'))).toBe(ALL_PROFILES_NAME);
  });

  it(`is offered a name of at most ${MAX_SAVED_SEARCH_NAME} characters, cut with an ellipsis`, () => {
    const name = savedSearchName(read(`location=${'x'.repeat(150)}`));
    expect(name).toHaveLength(MAX_SAVED_SEARCH_NAME);
    expect(name.endsWith('…')).toBe(true);
  });
});
