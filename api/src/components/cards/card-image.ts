import sharp from 'sharp';
import { fit, measure, textPath } from './card-text';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const SITE_NAME = 'Stackfolio';

/** What a card shows: a heading (name or title), a line under it, a few tags. */
export interface CardContent {
  heading: string;
  subheading: string | null;
  tags: string[];
}

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const MAX_TAGS = 4;

/** Escapes text for SVG content and attributes. */
export const xmlEscape = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Control characters and stray whitespace out, one line of text. */
const clean = (text: string): string =>
  [...text]
    .map((c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The heading's size: as large as fits, down to 56 px, then cut. */
function headingLine(text: string): { text: string; size: number } {
  for (const size of [84, 72, 64, 56])
    if (measure(text, size, 700) <= TEXT_WIDTH) return { text, size };
  return { text: fit(text, 56, 700, TEXT_WIDTH), size: 56 };
}

/** Tag pills, left to right, as many of the first MAX_TAGS as fit on one line. */
function tagPills(tags: string[], y: number): string {
  let x = MARGIN;
  const out: string[] = [];
  for (const raw of tags.slice(0, MAX_TAGS)) {
    const label = fit(clean(raw), 30, 400, 320);
    if (!label) continue;
    const width = measure(label, 30, 400) + 48;
    if (x + width > CARD_WIDTH - MARGIN) break;
    out.push(
      `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="56" rx="28" fill="#1e293b"/>`,
      `<path fill="#e2e8f0" d="${textPath(label, x + 24, y + 38, 30, 400)}"/>`,
    );
    x += width + 16;
  }
  return out.join('');
}

/**
 * The card as SVG. Every glyph is an outline path, so no text is left for librsvg to find a font
 * for; the text itself appears only in <title>, escaped.
 */
export function cardSvg(content: CardContent): string {
  const heading = headingLine(clean(content.heading) || SITE_NAME);
  const sub = content.subheading ? fit(clean(content.subheading), 40, 400, TEXT_WIDTH) : '';
  const label = [content.heading, content.subheading, ...content.tags].filter(Boolean).join(' · ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<title>${xmlEscape(clean(label))}</title>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0f172a"/>`,
    `<rect x="0" y="0" width="${CARD_WIDTH}" height="12" fill="#6366f1"/>`,
    `<path fill="#f8fafc" d="${textPath(heading.text, MARGIN, 250, heading.size, 700)}"/>`,
    sub ? `<path fill="#cbd5e1" d="${textPath(sub, MARGIN, 330, 40, 400)}"/>` : '',
    tagPills(content.tags, 390),
    `<path fill="#a5b4fc" d="${textPath(SITE_NAME, MARGIN, CARD_HEIGHT - 70, 36, 700)}"/>`,
    '</svg>',
  ].join('');
}

/** The card as a 1200×630 PNG. */
export function renderCard(content: CardContent): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(content)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
