import type { InfiniteData } from '@tanstack/react-query';
import {
  HEAD_LIST_LIMIT,
  SHARE_CARD_SIZE,
  SITE_NAME,
  fullNameOf,
  jobTitleOf,
  notFoundHead,
  profilePage,
  titled,
  truncateDescription,
  type PageHead,
  type ProjectsPage,
} from '@stackfolio/contract';
import { ApiError, type HeadContext } from '@stackfolio/shared-ui';
import { TEXT } from '../../constants';
import { profileQueryKey, type Profile, type ProfileRef } from './api/get-profile';
import { userProjectsQueryKey } from './api/get-user-projects';

/** A profile page's title and description: its HTML head and `document.title` alike. */
export function profileMeta(profile: Profile): { title: string; description: string } {
  const title = `${fullNameOf(profile)} – ${jobTitleOf(profile)}`;
  const facts = [
    `${title}${profile.location ? ` in ${profile.location}` : ''}.`,
    profile.bio ?? '',
    profile.skills.length ? `Skills: ${profile.skills.join(', ')}.` : '',
  ];
  return { title, description: facts.filter(Boolean).join(' ') };
}

const userNotFound = () => notFoundHead(TEXT.userNotFound, 'This profile does not exist.');

/**
 * The head of `/@handle` and `/profile/{id}`, from what the page's prefetch put in the cache: the
 * profile and the first page of its projects (the newest HEAD_LIST_LIMIT go into the JSON-LD).
 * 404 for a profile the API does not know; null when its data did not load.
 */
export function profileHead(
  { queryClient, site }: HeadContext,
  ref: ProfileRef | null,
): PageHead | null {
  if (ref === null) return userNotFound();
  const key = profileQueryKey(ref);
  const user = queryClient.getQueryData<Profile>(key);
  if (!user) {
    // The API knows no such profile (404) or no such id can exist (400): the page says 'User Not Found'.
    const error = queryClient.getQueryState(key)?.error;
    return error instanceof ApiError && [400, 404].includes(error.status) ? userNotFound() : null;
  }
  const first = queryClient.getQueryData<InfiniteData<ProjectsPage>>(userProjectsQueryKey(user.id))
    ?.pages[0];
  const newest = first?.items.slice(0, HEAD_LIST_LIMIT) ?? [];
  const { title, description } = profileMeta(user);
  const name = fullNameOf(user);
  // Link previews get the header's 1200×630 crop when there is no avatar (avatars are square),
  // and the generated share card when there is neither.
  const image = user.avatarUrl ?? user.headerImage?.og ?? user.headerImageUrl;
  const card = image ? null : site.absOrNull(user.cardUrl);
  return {
    status: 200,
    title: titled(title),
    description: truncateDescription(description),
    canonical: site.profile(user),
    ogType: 'profile',
    ...(card
      ? { image: card, imageAlt: `${title} on ${SITE_NAME}`, ...SHARE_CARD_SIZE }
      : {
          image: site.absOrNull(image) ?? undefined,
          imageAlt: image
            ? user.avatarUrl
              ? `${name}'s avatar`
              : `${name}'s header image`
            : undefined,
        }),
    jsonLd: profilePage(user, { newest, total: first?.total ?? user.projectCount }, site),
  };
}
