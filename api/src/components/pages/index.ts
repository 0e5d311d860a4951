export { createPageReads, type ListSlice, type PageReads, type ProfileSummary } from './page-reads';
export { SEO_LIST_LIMIT, type SitemapEntry } from './seo.repository';
