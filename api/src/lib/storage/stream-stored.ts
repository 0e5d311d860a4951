import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StoredObject } from './storage';
import { countedPassThrough } from './stream-garbage';

/**
 * Sends an opened stored object as the response body (headers already set by the caller): with
 * its length, streamed without buffering (the chunks sent are freed as it goes, stream-garbage.ts),
 * the store's stream released if the client goes away.
 * A store that fails mid-body cuts the connection (the status line has gone out already), so the
 * client sees an incomplete download rather than a truncated file that looks whole.
 */
export function streamStored(req: Request, res: Response, stored: StoredObject): void {
  res.setHeader('Content-Length', String(stored.size));
  if (req.method === 'HEAD') {
    stored.body.destroy();
    res.end();
    return;
  }
  pipeline(stored.body, countedPassThrough(), res).catch((err: unknown) => {
    const code = (err as { code?: string }).code;
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log?.warn({ err }, 'stored file stream failed');
    res.destroy();
  });
}
