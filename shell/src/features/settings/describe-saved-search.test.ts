import { describeSavedSearch } from './describe-saved-search';
import { SAVED_SEARCH_TEXT } from './saved-search-text';

describe('describeSavedSearch', () => {
  it('names skill, open to work and workplace as "Rust · Open to work · Remote"', () => {
    expect(describeSavedSearch('skill=Rust&open=1&workplace=remote')).toBe(
      'Rust · Open to work · Remote',
    );
  });

  it('quotes the words, labels location and lists repeated filters with their labels', () => {
    expect(
      describeSavedSearch(
        'q=data+engineer&skill=go&skill=sql&location=Berlin&workplace=onsite&type=full-time&type=contract',
      ),
    ).toBe('“data engineer” · go · sql · Location: Berlin · On-site · Full-time · Contract');
  });

  it('says "All profiles" for a search without filters, ignoring page and unknown keys', () => {
    expect(describeSavedSearch('')).toBe(SAVED_SEARCH_TEXT.allProfiles);
    expect(describeSavedSearch('page=2&utm=x')).toBe(SAVED_SEARCH_TEXT.allProfiles);
  });
});
