export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
