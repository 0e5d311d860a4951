export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
export { useDocumentMeta } from './use-document-meta';
