export { createPageReads, type ListSlice, type PageReads } from './page-reads';
export type { SitemapEntry } from './seo.repository';
