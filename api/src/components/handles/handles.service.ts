import { HANDLE_MESSAGES, checkHandle, type HandleAvailability } from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { createHandlesRepository } from './handles.repository';

/** Handles: the availability check, lookups for `/@handle`, and changing one's own. */
export function createHandlesService(ctx: AppContext) {
  const repo = createHandlesRepository(ctx.models);

  return {
    repo,

    /** What the form's live check shows for a handle as typed (`me`: the signed-in user). */
    async availability(raw: string, me?: number): Promise<HandleAvailability> {
      const handle = raw.trim().toLowerCase().slice(0, 100);
      const refused = checkHandle(handle);
      if (refused) return { handle, ...refused };
      const owner = await repo.find(handle);
      if (!owner && (await repo.isRetired(handle)))
        return { handle, status: 'taken', message: HANDLE_MESSAGES.taken };
      if (!owner || (owner.userId === me && !owner.current))
        return { handle, status: 'available', message: HANDLE_MESSAGES.available };
      if (owner.userId === me) return { handle, status: 'yours', message: HANDLE_MESSAGES.yours };
      return { handle, status: 'taken', message: HANDLE_MESSAGES.taken };
    },

    find: repo.find,
    handleOf: repo.handleOf,
    change: repo.change,
  };
}

export type HandlesService = ReturnType<typeof createHandlesService>;
