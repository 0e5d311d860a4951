import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ZipEntry } from './zip';

/** Folders shown nested; deeper paths are shown whole under the last one (bounded recursion). */
const MAX_TREE_DEPTH = 16;

interface Folder {
  folders: Map<string, Folder>;
  files: ZipEntry[];
}

const newFolder = (): Folder => ({ folders: new Map(), files: [] });
const bytes = new Intl.NumberFormat('en');
const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (
  tagName: string,
  className: string | null,
  children: ElementContent[],
  href?: string,
): Element => ({
  type: 'element',
  tagName,
  properties: { ...(className ? { className: [className] } : {}), ...(href ? { href } : {}) },
  children,
});

/** The link to an entry's own preview, relative to the archive's: each segment URL-encoded. */
export const entryHref = (path: string) => path.split('/').map(encodeURIComponent).join('/');

function buildTree(entries: readonly ZipEntry[]): Folder {
  const root = newFolder();
  for (const entry of entries) {
    const segments = entry.path.split('/');
    const folders = segments.slice(0, -1);
    let folder = root;
    for (const name of [
      ...folders.slice(0, MAX_TREE_DEPTH),
      folders.slice(MAX_TREE_DEPTH).join('/'),
    ]) {
      if (!name) continue;
      if (!folder.folders.has(name)) folder.folders.set(name, newFolder());
      folder = folder.folders.get(name)!;
    }
    if (entry.directory) {
      if (!folder.folders.has(segments[segments.length - 1]))
        folder.folders.set(segments[segments.length - 1], newFolder());
    } else folder.files.push(entry);
  }
  return root;
}

function folderList(folder: Folder): Element {
  const names = [...folder.folders.keys()].sort();
  const folders = names.map((name) =>
    el('li', 'zip-folder', [
      el('span', 'zip-name', [text(`${name}/`)]),
      folderList(folder.folders.get(name)!),
    ]),
  );
  const files = [...folder.files]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) =>
      el('li', 'zip-file', [
        el('a', 'zip-name', [text(entry.path.split('/').pop()!)], entryHref(entry.path)),
        text(' '),
        el('span', 'zip-size', [text(`${bytes.format(entry.size)} bytes`)]),
      ]),
    );
  return el('ul', null, [...folders, ...files]);
}

/**
 * An archive's entries as nested lists, folders first, each file a link to its own preview
 * (relative to the archive's preview URL, which the caller puts in front) with its size.
 */
export function renderZipTree(entries: readonly ZipEntry[]): string {
  const list = folderList(buildTree(entries));
  list.properties = { className: ['zip-tree'] };
  return toHtml(list);
}
