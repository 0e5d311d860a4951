import { profilesHeadText } from '@stackfolio/contract';
import type { ProfilesFilter } from './profile-filter';

/** The document's title and description for a filter, as the server's head says them. */
export const profilesMeta = (filter: ProfilesFilter) => profilesHeadText(filter);
