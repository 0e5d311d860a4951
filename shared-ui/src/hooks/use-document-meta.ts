import { useEffect } from 'react';

const SITE_NAME = 'Stackfolio';

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Keeps `document.title` ("<title> | Stackfolio") and the meta description in step with the
 * page shown, so tabs, history and link previews read well as the user navigates (issue 13).
 * Pass `undefined` while the page's data loads to leave the current values alone.
 */
export function useDocumentMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) setMetaDescription(description.replace(/\s+/g, ' ').trim().slice(0, 160));
  }, [title, description]);
}
