import fs from 'node:fs/promises';

interface Cached {
  mtimeMs: number;
  size: number;
  text: Promise<string>;
}

const cache = new Map<string, Cached>();

/**
 * The text of a built HTML page (the shell's index.html, a remote's page), read from disk once and
 * again only when the file changes (a rebuild or deploy in place): one `stat` per request instead
 * of reading the file on every page view.
 */
export async function readPageFile(file: string): Promise<string> {
  const { mtimeMs, size } = await fs.stat(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.text;
  const text = fs.readFile(file, 'utf8');
  cache.set(file, { mtimeMs, size, text });
  text.catch(() => cache.delete(file));
  return text;
}
