/**
 * Signed-in pages (docs/product.md §2 route table): nothing a crawler can see there. Prefix rules, so
 * `/upload` also covers `/upload?x`; `/uploads/` (avatars, project images used by link previews)
 * is allowed explicitly because the longest matching rule wins.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/edit-profile',
  '/upload',
  '/analytics',
  '/resume',
  '/settings',
  '/messages',
  '/notifications',
  '/admin',
  '/projects/*/edit',
  // Search results are public but endless: crawlers get the pages themselves.
  '/search',
];

/** robots.txt: everything public is crawlable; the sitemap URL is absolute (PUBLIC_URL). */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /uploads/',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
