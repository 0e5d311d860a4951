import type { Response } from 'express';
import { profilePath } from '@stackfolio/contract';
import type { PageReads, SitemapEntry } from '@stackfolio/api';

/** The sitemaps protocol's limit of URLs per file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while streaming, so memory stays bounded whatever the page size. */
const CHUNK = 1_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Escapes text for XML element content and attributes. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Kind = 'profiles' | 'projects';

/** One sitemap file: which kind of URL and which slice of it (by row offset). */
interface Slice {
  kind: Kind;
  offset: number;
  count: number;
}

/**
 * Writes sitemaps for profiles with at least one project and for projects (their pages).
 * Files are numbered profiles first, then projects, each holding at most `limit` URLs; rows are
 * read in chunks and written as they come, so a 50,000-URL file never sits in memory.
 */
export function createSitemapWriter(repo: PageReads, publicUrl: string, limit = SITEMAP_URL_LIMIT) {
  const urlFor = (kind: Kind, { id, handle, path }: SitemapEntry) =>
    kind === 'profiles'
      ? `${publicUrl}${profilePath({ id, handle })}`
      : `${publicUrl}${path ?? `/browse-projects?project=${id}`}`;
  const read = (kind: Kind, offset: number, count: number): Promise<SitemapEntry[]> =>
    kind === 'profiles' ? repo.sitemapProfiles(offset, count) : repo.sitemapProjects(offset, count);

  /** The files the sitemap is split into: one slice when everything fits in one file. */
  async function plan(): Promise<Slice[][]> {
    const counts = await repo.sitemapCounts();
    const slices = (kind: Kind, total: number): Slice[][] =>
      Array.from({ length: Math.ceil(total / limit) }, (_, i) => [
        { kind, offset: i * limit, count: Math.min(limit, total - i * limit) },
      ]);
    if (counts.profiles + counts.projects <= limit) {
      return [
        [
          { kind: 'profiles', offset: 0, count: counts.profiles },
          { kind: 'projects', offset: 0, count: counts.projects },
        ],
      ];
    }
    return [...slices('profiles', counts.profiles), ...slices('projects', counts.projects)];
  }

  async function writeUrlset(res: Response, slices: Slice[]): Promise<void> {
    res.write(`${XML_HEAD}<urlset xmlns="${NS}">\n`);
    for (const slice of slices) {
      for (let done = 0; done < slice.count; done += CHUNK) {
        const rows = await read(
          slice.kind,
          slice.offset + done,
          Math.min(CHUNK, slice.count - done),
        );
        if (rows.length === 0) break;
        res.write(
          rows
            .map((r) => {
              const lastmod = r.lastmod ? `<lastmod>${r.lastmod.toISOString()}</lastmod>` : '';
              return `<url><loc>${escapeXml(urlFor(slice.kind, r))}</loc>${lastmod}</url>\n`;
            })
            .join(''),
        );
      }
    }
    res.end('</urlset>\n');
  }

  const start = (res: Response) => {
    res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
  };

  return {
    /** /sitemap.xml: all URLs, or an index of /sitemaps/<n>.xml once they exceed the limit. */
    async writeRoot(res: Response): Promise<void> {
      const files = await plan();
      start(res);
      if (files.length <= 1) return writeUrlset(res, files[0] ?? []);
      const entries = files.map(
        (_, i) =>
          `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>\n`,
      );
      res.end(`${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`);
    },

    /** /sitemaps/<n>.xml (1-based); false when there is no such file. */
    async writePage(res: Response, n: number): Promise<boolean> {
      const files = await plan();
      const slices = files[n - 1];
      if (!slices) return false;
      start(res);
      await writeUrlset(res, slices);
      return true;
    },
  };
}
