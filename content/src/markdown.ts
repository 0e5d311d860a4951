import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { addLinkRel } from './links';
import { remarkBoundDepth } from './markdown-depth';
import { boundContainers, emphasisIsSafe, remarkNoEmphasis } from './markdown-guard';
import {
  type ImageUrl,
  rehypeGalleryImages,
  rehypeHeadingAnchors,
  rehypeHighlightFences,
} from './markdown-plugins';
import { markdownSchema } from './sanitize-schema';

export type { ImageUrl };

export interface MarkdownOptions {
  /** Maps an image's `src` to the project's gallery; unmapped images are dropped for their alt. */
  imageUrl?: ImageUrl;
}

/**
 * Markdown as a sanitized hast tree. Raw HTML is never parsed into the tree (remark-rehype
 * without `allowDangerousHtml` drops it), and the sanitizer runs last, over everything the
 * plugins added. `slugger` is shared by the parts of one page (a notebook's cells).
 */
export function markdownTree(
  source: string,
  options: MarkdownOptions = {},
  slugger = new GithubSlugger(),
): Root {
  const bounded = boundContainers(source);
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(emphasisIsSafe(bounded) ? [] : [remarkNoEmphasis])
    .use(remarkBoundDepth)
    .use(remarkRehype)
    .use(rehypeGalleryImages, options.imageUrl)
    .use(rehypeHeadingAnchors, slugger)
    .use(rehypeHighlightFences)
    .use(() => addLinkRel)
    .use(rehypeSanitize, markdownSchema);
  return processor.runSync(processor.parse(bounded));
}

/**
 * A write-up as safe HTML: CommonMark and GFM (tables, task lists, strikethrough, autolinks),
 * heading anchors, fenced code highlighted with classes, links `rel="nofollow ugc noopener"`,
 * only gallery images, no raw HTML, no `javascript:`/`data:` links.
 */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  return toHtml(markdownTree(source, options));
}
