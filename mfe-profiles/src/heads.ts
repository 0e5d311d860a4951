import type { RemoteHead } from '@stackfolio/shared-ui';
import {
  parseProfileHandle,
  parseProfileId,
  type ProfileRef,
} from './features/public-profile/api/get-profile';
import { profileHead } from './features/public-profile/profile-head';

const byId = (raw: string | undefined): ProfileRef | null => {
  const id = parseProfileId(raw);
  return id === null ? null : { id };
};
const byHandle = (raw: string | undefined): ProfileRef | null => {
  const handle = parseProfileHandle(raw);
  return handle === null ? null : { handle };
};

/**
 * Each page's HTML head, read from the cache its `prefetch` (routes.tsx) filled, with the same
 * query keys. The list of profiles has its head in the page server (web/src/seo/list-heads.ts).
 */
export const head: RemoteHead = {
  profile: (context) => profileHead(context, byId(context.params.id)),
  'profile-handle': (context) => profileHead(context, byHandle(context.params.handle)),
};
