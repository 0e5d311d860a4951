import type { Schema } from 'hast-util-sanitize';
import { defaultSchema } from 'rehype-sanitize';

/**
 * What survives sanitizing: GitHub's allow list (hast-util-sanitize's default schema) with these
 * changes. Nothing may carry `style` (the CSP refuses it), `src` only on images, no `longDesc`.
 * `id` and `name` are kept off user markup entirely rather than prefixed: the only ids are the
 * heading slugs and footnote anchors the renderer makes itself, so `#heading` links work as
 * written while no document can name (and clobber) a global of the page.
 */
const attributes = defaultSchema.attributes ?? {};
const withoutIdAndName = (attributes['*'] ?? []).filter((a) => a !== 'id' && a !== 'name');
const HEADING = ['id'];
/** The default `a` rules less its `className` rule, which is redefined below. */
const link = (attributes.a ?? []).filter((a) => !(Array.isArray(a) && a[0] === 'className'));

/** Markdown (write-ups, notebook cells): the renderer's own ids, anchors and highlight classes. */
export const markdownSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  attributes: {
    ...attributes,
    '*': withoutIdAndName,
    a: [
      ...link,
      'id',
      'rel',
      'ariaHidden',
      ['className', 'data-footnote-backref', 'heading-anchor'],
    ],
    code: [['className', 'hljs', /^language-./]],
    h1: HEADING,
    h2: [...HEADING, ['className', 'sr-only']],
    h3: HEADING,
    h4: HEADING,
    h5: HEADING,
    h6: HEADING,
    img: ['alt', 'src', 'title', 'width', 'height', 'srcSet', 'sizes', 'loading', 'decoding'],
    li: [...(attributes.li ?? []), 'id'],
    span: [['className', /^hljs-/]],
  },
  protocols: { ...defaultSchema.protocols, src: ['http', 'https'] },
};

/**
 * Documents converted to HTML (docx, notebook `text/html` outputs such as pandas tables): the
 * same allow list without ids; their images are checked separately (data: images only).
 */
export const documentSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  attributes: {
    ...attributes,
    '*': withoutIdAndName,
    a: [...(attributes.a ?? []), 'rel'],
    img: ['alt', 'src', 'title', 'width', 'height'],
    table: [...(attributes.table ?? []), ['className', 'dataframe']],
  },
  protocols: { ...defaultSchema.protocols, src: ['data'] },
  // Drop these with their text: a stylesheet or script shown as text is noise.
  strip: ['script', 'style', 'title', 'template', 'noscript'],
};
