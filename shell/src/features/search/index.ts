export { searchPath, SEARCH_MAX_LENGTH } from './search-path';
export { SearchForm } from './components/search-form';
export { SearchResultsView, SEARCH_TEXTS } from './components/search-results';
