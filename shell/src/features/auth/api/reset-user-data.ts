import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@stackfolio/shared-ui';
import { RUNTIME_CONFIG_KEY } from '../../../app/runtime-config';

/**
 * Drops everything cached for the previous account (its analytics, reactions, …) so the next
 * person to sign in on this browser never sees it. The current-user entry and the runtime config
 * stay: `signIn`/`signOut` manage the former.
 */
export function resetUserData(client: QueryClient): void {
  const keep = new Set<unknown>([CURRENT_USER_KEY[0], RUNTIME_CONFIG_KEY[0]]);
  client.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
}
