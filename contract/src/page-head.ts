// No zod here: the remotes compute their pages' heads in the browser too (document.title).

export const SITE_NAME = 'Stackfolio';
/** Search engines show about 155–160 characters of a description. */
export const DESCRIPTION_MAX = 160;
/** A profile's JSON-LD lists its newest this many projects (and says how many there are). */
export const HEAD_LIST_LIMIT = 20;

/**
 * What one public page says about itself in its HTML head: the status, title and description,
 * canonical URL, Open Graph image and JSON-LD. A remote's `head` entry builds it from the data
 * its `prefetch` read; the page server writes it into index.html. Text fields are raw (the
 * server escapes them).
 */
export interface PageHead {
  status: number;
  /** The whole document title, "… | Stackfolio" (`titled`). */
  title: string;
  description: string;
  /** Absolute URL; left out on error pages, which should not be indexed. */
  canonical?: string;
  /** Absolute URL of the preview image, if any. */
  image?: string;
  imageAlt?: string;
  /** The image's size in pixels, when known (the generated share cards). */
  imageWidth?: number;
  imageHeight?: number;
  ogType: 'website' | 'profile' | 'article';
  jsonLd?: unknown;
}

/** The generated share cards' size (the API's components/cards), for og:image:width/height. */
export const SHARE_CARD_SIZE = { imageWidth: 1200, imageHeight: 630 } as const;

/** A page's own title as the document shows it: "Ada Lovelace – Engineer | Stackfolio". */
export const titled = (title: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** Collapses whitespace and cuts at a word boundary, so descriptions fit search snippets. */
export function truncateDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The head of a page whose subject does not exist: 404, not indexed. */
export function notFoundHead(title: string, description: string): PageHead {
  return { status: 404, title: titled(title), description, ogType: 'website' };
}
