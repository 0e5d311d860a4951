import { Op, type Model, type ModelStatic } from 'sequelize';
import { HANDLE_MAX, OLD_HANDLE_DAYS, handleFromName } from '@stackfolio/contract';
import { handleCandidates } from './unique-handle';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

/** Since when a left handle still belongs to its former owner (it redirects until then). */
export const redirectsSince = (now = Date.now()) => new Date(now - OLD_HANDLE_DAYS * DAY_MS);

/**
 * A handle nobody holds for a new account, proposed from its name: `ada-lovelace`, else the
 * first free `ada-lovelace-N` (checked 20 at a time against users, remembered old handles and
 * the held handles of deleted accounts);
 * `user-…` when the name gives nothing usable. A race with another sign-up is settled by the
 * unique index (the caller retries).
 */
export async function freeHandleFor(
  // The models as plain statics: the model definitions call this, so it cannot import them.
  models: Record<'User' | 'HandleRedirect' | 'RetiredHandle', ModelStatic<Model>>,
  person: { firstName?: string | null; lastName?: string | null },
  /** After losing a race: a random suffix, so sign-ups with one name at once stop colliding. */
  scatter = false,
): Promise<string> {
  const random = () => Math.random().toString(36).slice(2, 8);
  const named = handleFromName(person.firstName, person.lastName);
  const base = !named
    ? `user-${random()}`
    : scatter
      ? `${named.slice(0, HANDLE_MAX - 7).replace(/-+$/, '')}-${random()}`
      : named;
  for (let from = 1; ; from += BATCH) {
    const candidates = handleCandidates(base, from, BATCH);
    const [held, kept, retired] = await Promise.all([
      models.User.findAll({ where: { handle: candidates }, attributes: ['handle'] }),
      models.HandleRedirect.findAll({
        where: { handle: candidates, changedAt: { [Op.gt]: redirectsSince() } },
        attributes: ['handle'],
      }),
      models.RetiredHandle.findAll({
        where: { handle: candidates, heldSince: { [Op.gt]: redirectsSince() } },
        attributes: ['handle'],
      }),
    ]);
    const taken = new Set([...held, ...kept, ...retired].map((row) => String(row.get('handle'))));
    const free = candidates.find((h) => !taken.has(h));
    if (free) return free;
  }
}
