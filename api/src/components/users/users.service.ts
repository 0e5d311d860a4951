import { seesModerated } from '../../db/visibility';
import {
  PROFILE_MESSAGES,
  type CurrentUser,
  type ProfileRequest,
  type ProfileSearch,
  type PublicUser,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http';
import { imageKeys, storeImage, type StoredImage } from '../../lib/images';
import { inTransaction } from '../../db/transactions';
import { checkImage, type TempFile } from '../../lib/uploads';
import { createHandlesService } from '../handles';
import { toCurrentUser, toPublicUser } from './users.mapper';
import { createUsersRepository } from './users.repository';

/** How many featured professionals the dashboard gets. */
export const FEATURED_LIMIT = 6;

type Viewer = { id: number; isAdmin: boolean } | null | undefined;

export function createUsersService(
  ctx: AppContext,
  options: {
    /** Told when what a profile's share card shows (name, job title, skills, whether it has an image) changed. */
    onCardChanged?: (userId: number) => Promise<void>;
  } = {},
) {
  const repo = createUsersRepository(ctx.models);
  const handles = createHandlesService(ctx);

  /** What toPublicUser needs to know of the caller. */
  const as = (viewer: Viewer) => ({ signedIn: Boolean(viewer) });

  async function withCounts(
    users: Awaited<ReturnType<typeof repo.findById>>[],
    viewer: Viewer,
  ): Promise<PublicUser[]> {
    const list = users.filter((u): u is NonNullable<typeof u> => Boolean(u));
    const counts = await repo.projectCounts(list.map((u) => u.id));
    return list.map((u) => toPublicUser(u, counts.get(u.id) ?? 0, as(viewer)));
  }

  /** A profile; a suspended account's answers 404 but to itself and admins (db/visibility.ts). */
  async function get(id: number, viewer: Viewer = null): Promise<PublicUser> {
    const user = await repo.findCounted(id);
    if (!user || (user.suspendedAt && !seesModerated(viewer, id))) throw notFound('User not found');
    return toPublicUser(user, user.projectCount, as(viewer));
  }

  return {
    get,

    /** A profile by handle (any case); a recently left handle finds its former holder. */
    async getByHandle(handle: string, viewer: Viewer = null): Promise<PublicUser> {
      const owner = await handles.find(handle.toLowerCase());
      if (!owner) throw notFound('User not found');
      return get(owner.userId, viewer);
    },

    /** A page of profiles; `facets` also counts the search's filters (the paged /profiles). */
    async search(
      filter: ProfileSearch,
      offset: number,
      limit: number,
      viewer: Viewer = null,
      options: { facets?: boolean } = {},
    ) {
      const { items, total, fuzzy, facets } = await repo.search(filter, offset, limit, {
        signedIn: Boolean(viewer),
        facets: options.facets,
      });
      return {
        items: items.map((u) => toPublicUser(u, u.projectCount, as(viewer))),
        total,
        fuzzy: fuzzy ?? false,
        facets,
      };
    },

    featured: async (viewer: Viewer = null) =>
      withCounts(await repo.featured(FEATURED_LIMIT), viewer),

    /** Updates the signed-in user's profile; images are checked by content, old ones deleted. */
    async updateProfile(
      userId: number,
      input: ProfileRequest,
      files: { avatar?: TempFile; headerImage?: TempFile },
    ): Promise<CurrentUser> {
      const user = await repo.findById(userId);
      if (!user) throw notFound('User not found');
      const { handle, ...changes } = input;

      const skills = input.skills ?? user.skills;
      let featuredSkills = input.featuredSkills;
      if (featuredSkills) {
        const known = new Set(skills.map((s) => s.toLowerCase()));
        if (!featuredSkills.every((s) => known.has(s.toLowerCase()))) {
          throw badRequest(PROFILE_MESSAGES.featuredNotInSkills, {
            featuredSkills: [PROFILE_MESSAGES.featuredNotInSkills],
          });
        }
      } else if (input.skills) {
        // Removing a skill also removes it from the featured ones (docs/product.md §5).
        const known = new Set(skills.map((s) => s.toLowerCase()));
        featuredSkills = user.featuredSkills.filter((s) => known.has(s.toLowerCase()));
      }

      const avatar = files.avatar && (await checkImage(files.avatar));
      const header = files.headerImage && (await checkImage(files.headerImage));
      const newAvatar = avatar && (await storeImage(ctx.storage, avatar.path, 'avatar'));
      const written = imageKeys(newAvatar?.key, newAvatar?.info);
      const removeAll = async (keys: string[]) => {
        // A store that fails now leaves an orphan for the sweep, not an error.
        for (const key of keys) {
          await ctx.storage
            .remove(key)
            .catch((err) => ctx.logger.warn({ err, key }, 'could not delete file'));
        }
      };
      let newHeader: StoredImage | undefined;
      try {
        newHeader = header && (await storeImage(ctx.storage, header.path, 'header'));
        written.push(...imageKeys(newHeader?.key, newHeader?.info));
        // The new handle and the rest commit together: a taken handle (409) changes nothing.
        await inTransaction(ctx.sequelize, async () => {
          if (handle) await handles.change(userId, handle);
          await repo.update(userId, {
            ...changes,
            skills,
            ...(featuredSkills ? { featuredSkills } : {}),
            ...(newAvatar ? { avatarKey: newAvatar.key, avatarInfo: newAvatar.info } : {}),
            ...(newHeader
              ? { headerImageKey: newHeader.key, headerImageInfo: newHeader.info }
              : {}),
          });
        });
      } catch (err) {
        await removeAll(written);
        throw err;
      }
      // The row has committed: the replaced images go.
      await removeAll([
        ...(newAvatar ? imageKeys(user.avatarKey, user.avatarInfo) : []),
        ...(newHeader ? imageKeys(user.headerImageKey, user.headerImageInfo) : []),
      ]);
      const updated = (await repo.findById(userId))!;
      const shown = (u: typeof user) =>
        JSON.stringify([
          u.firstName,
          u.lastName,
          u.jobTitle,
          u.skills,
          u.featuredSkills,
          Boolean(u.avatarKey || u.headerImageKey),
        ]);
      if (shown(user) !== shown(updated)) await options.onCardChanged?.(userId);
      const counts = await repo.projectCounts([userId]);
      return toCurrentUser(updated, counts.get(userId) ?? 0, ctx.config.emailVerification);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
