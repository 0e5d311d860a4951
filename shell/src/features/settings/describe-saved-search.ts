import { savedSearchSummary } from '@stackfolio/contract';
import { SAVED_SEARCH_TEXT } from './saved-search-text';

/** A saved search's filters in a line ("Rust · Open to work · Remote"), or 'All profiles'. */
export const describeSavedSearch = (query: string): string =>
  savedSearchSummary(query) || SAVED_SEARCH_TEXT.allProfiles;
