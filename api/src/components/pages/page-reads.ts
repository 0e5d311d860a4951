import type {
  ProfileFacets,
  ProfileSearch,
  Project,
  ProjectDetail,
  ProjectFilters,
  PublicUser,
} from '@stackfolio/contract';
import type { Models } from '../../db/models';
import { createHandlesRepository, type HandleOwner } from '../handles/handles.repository';
import type { ProjectsService } from '../projects';
import type { PreviewAnswer, PreviewsService } from '../previews';
import type { UsersService } from '../users';
import { createSeoRepository, type SitemapEntry } from './seo.repository';

/** A window of a list: what a page shows and how many there are in all. */
export interface ListSlice<T> {
  items: T[];
  total: number;
}

/**
 * What the page server reads, in-process and signed out: the same services, mappers and errors as
 * the public GET routes, so a page's data is what the browser would fetch.
 */
export interface PageReads {
  user(ref: { id: number } | { handle: string }): Promise<PublicUser>;
  /** Paged (`facets`), with the counts of the search's filters, as GET /api/users/all?page= answers. */
  profiles(
    filter: ProfileSearch,
    offset: number,
    limit: number,
    options?: { facets?: boolean },
  ): Promise<ListSlice<PublicUser> & { facets?: ProfileFacets }>;
  userProjects(userId: number, offset: number, limit: number): Promise<ListSlice<Project>>;
  projects(filters: ProjectFilters, offset: number, limit: number): Promise<ListSlice<Project>>;
  project(id: number): Promise<ProjectDetail>;
  /**
   * A project by its page address; `current` is false for an old address (a renamed project or
   * person), whose page answers with a redirect to `project.path`.
   */
  projectByPath(
    handle: string,
    slug: string,
  ): Promise<{ project: ProjectDetail; current: boolean } | null>;
  /** A file's preview (or a zip entry's), as `GET …/files/{fileId}/preview` answers it. */
  filePreview(projectId: number, fileId: number, entry?: string): Promise<PreviewAnswer>;
  /** Who holds a handle now or held it recently (any case). */
  handleOwner(handle: string): Promise<HandleOwner | null>;
  /** The current handle of a profile, or null. */
  handleOf(userId: number): Promise<string | null>;
  sitemapCounts(): Promise<{ profiles: number; projects: number }>;
  sitemapProfiles(offset: number, limit: number): Promise<SitemapEntry[]>;
  sitemapProjects(offset: number, limit: number): Promise<SitemapEntry[]>;
}

export function createPageReads(
  models: Models,
  services: { users: UsersService; projects: ProjectsService; previews: PreviewsService },
): PageReads {
  const seo = createSeoRepository(models);
  const handles = createHandlesRepository(models);
  const { users, projects, previews } = services;
  return {
    user: (ref) => ('id' in ref ? users.get(ref.id) : users.getByHandle(ref.handle)),
    profiles: async (filter, offset, limit, options = {}) => {
      const { items, total, facets } = await users.search(filter, offset, limit, null, options);
      return { items, total, ...(facets && { facets }) };
    },
    userProjects: async (userId, offset, limit) => {
      await users.get(userId);
      return projects.list(offset, limit, userId);
    },
    projects: (filters, offset, limit) => projects.list(offset, limit, undefined, filters),
    project: (id) => projects.get(id),
    projectByPath: (handle, slug) => projects.findByPath(handle, slug),
    filePreview: (projectId, fileId, entry) => previews.preview(projectId, fileId, entry),
    handleOwner: (handle) => handles.find(handle.toLowerCase()),
    handleOf: (userId) => handles.handleOf(userId),
    sitemapCounts: () => seo.sitemapCounts(),
    sitemapProfiles: (offset, limit) => seo.sitemapProfiles(offset, limit),
    sitemapProjects: (offset, limit) => seo.sitemapProjects(offset, limit),
  };
}
