import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';
import { renderCard } from './card-image';
import { createCardsRepository, type DueCard } from './cards.repository';

/**
 * Share cards: a 1200×630 PNG for each profile and project without an image of its own, made
 * once per change of what it shows, off the request path, like file previews: the rows are the
 * queue (drained at start, nudged after each change), so a restart loses none.
 */
export function createCardsService(ctx: AppContext) {
  const repo = createCardsRepository(ctx.models);
  const { storage, logger } = ctx;
  let draining: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  async function store(png: Buffer): Promise<string> {
    const dir = await fs.mkdtemp(path.join(storage.tempDir || os.tmpdir(), 'card-'));
    const file = path.join(dir, 'card.png');
    try {
      await fs.writeFile(file, png);
      return await storage.adopt(file, 'images', 'png');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async function make(card: DueCard): Promise<void> {
    let key: string | null;
    try {
      key = card.content ? await store(await renderCard(card.content)) : null;
    } catch (err) {
      // The row stays due; the next nudge or start tries again.
      logger.warn({ err, kind: card.kind, id: card.id }, 'a share card could not be made');
      return;
    }
    const recorded = await repo.finish(card, key).catch(async (err: unknown) => {
      // Not recorded: the new card is nobody's; the row stays due.
      await storage.remove(key);
      throw err;
    });
    if (recorded) {
      if (card.oldKey && card.oldKey !== key) await storage.remove(card.oldKey);
    } else {
      // Changed again meanwhile (another round makes it) or deleted: this card is nobody's.
      await storage.remove(key);
      again = true;
    }
  }

  async function drainKind(next: (after: number) => Promise<DueCard | null>): Promise<void> {
    for (let card = await next(0); card && !stopping; card = await next(card.id)) await make(card);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      await drainKind((after) => repo.nextProject(after));
      await drainKind((after) => repo.nextUser(after));
    } while (again && !stopping);
  }

  function nudge(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain()
      .catch((err: unknown) => logger.error({ err }, 'making share cards failed'))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    /** Makes every due card, one at a time; called at start and after each change. Never throws. */
    nudge,

    /** What a card shows changed (or may have): it is made again, in the background. */
    async changed(kind: DueCard['kind'], id: number): Promise<void> {
      await repo.changed(kind, id);
      void nudge();
    },

    /** Resolves once no card is being made (tests compare what the store holds after). */
    async settled(): Promise<void> {
      while (draining) await draining;
    },

    /** Stops making cards (what is due stays due) and waits for the current one. */
    async stop(): Promise<void> {
      stopping = true;
      await draining;
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
