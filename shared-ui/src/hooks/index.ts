export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
export { DocumentMetaLayer, metaDescription, useDocumentMeta } from './use-document-meta';
export { useHydrated } from './use-hydrated';
