import { createContext, useContext, useEffect, useState } from 'react';
import { DESCRIPTION_MAX, titled, truncateDescription } from '@stackfolio/contract';
import SITE_META from '../site-meta.json';

/** The shell's own index.html title and description: shown when no page on screen sets its own. */
export const DEFAULT_DOCUMENT_TITLE = SITE_META.title;
export const DEFAULT_DOCUMENT_DESCRIPTION = SITE_META.description;

/**
 * How deep in overlays the calling component sits: 0 on a page, 1 inside a dialog (the shared
 * Dialog raises it for its content). The deepest meta on screen wins.
 */
export const DocumentMetaLayer = createContext(0);

interface Entry {
  /** undefined while the page's data loads: the document is left as it is. */
  title: string | undefined;
  description: string | undefined;
  layer: number;
  /** When it was last set: among equals, the latest wins. */
  order: number;
}

const entries = new Map<symbol, Entry>();
let counter = 0;

/** Cuts a description as the server's head does (the same rule, from @stackfolio/contract). */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  return truncateDescription(text, max);
}

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function current(): Entry | undefined {
  let top: Entry | undefined;
  for (const entry of entries.values()) {
    if (!top || entry.layer > top.layer || (entry.layer === top.layer && entry.order > top.order))
      top = entry;
  }
  return top;
}

function apply() {
  const top = current();
  if (!top) {
    document.title = DEFAULT_DOCUMENT_TITLE;
    setMetaDescription(DEFAULT_DOCUMENT_DESCRIPTION);
    return;
  }
  if (top.title === undefined) return;
  document.title = titled(top.title);
  setMetaDescription(metaDescription(top.description || DEFAULT_DOCUMENT_DESCRIPTION));
}

/**
 * Keeps `document.title` ("<title> | Stackfolio") and the meta description in step with what is
 * on screen, so tabs, history and link previews read well as the user navigates.
 * Pass `undefined` while the page's data loads to leave the current values alone.
 *
 * Every caller on screen registers its meta; the one shown is the deepest (a dialog's over its
 * page's, see `DocumentMetaLayer`), then the latest set. When a caller goes away (a dialog
 * closes, a page is left) the next one's meta comes back; with none left, the site's defaults.
 */
export function useDocumentMeta(title: string | undefined, description?: string) {
  const layer = useContext(DocumentMetaLayer);
  const [key] = useState(() => Symbol('document-meta'));
  useEffect(() => {
    entries.set(key, { title, description, layer, order: ++counter });
    apply();
  }, [key, title, description, layer]);
  useEffect(
    () => () => {
      entries.delete(key);
      apply();
    },
    [key],
  );
}
