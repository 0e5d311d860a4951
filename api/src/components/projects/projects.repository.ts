import { PROJECT_MESSAGES } from '@stackfolio/contract';
import { Op, type WhereOptions } from 'sequelize';
import { fullTextSearch, inIdOrder } from '../../db/full-text';
import { batchedLookup } from '../../db/batched-lookup';
import { plainRow } from '../../db/fast-read';
import type { Models, ProjectAttrs, ProjectModel } from '../../db/models';
import {
  everyWordMatches,
  jsonArrayHas,
  jsonTextContains,
  searchWords,
  textContains,
} from '../../db/search';
import { notFound } from '../../lib/http';
import { lockRows } from '../../db/transactions';
import { visibleProjects } from '../../db/visibility';
import { contentColumns, contentOf, type ProjectContent } from './content-columns';
import type { ProjectRow } from './projects.mapper';

export const OWNER_ATTRIBUTES = [
  'id',
  'handle',
  'firstName',
  'lastName',
  'avatarKey',
  'avatarInfo',
  'jobTitle',
  // Whether the owner is suspended (db/visibility.ts): their projects are hidden with them.
  'suspendedAt',
];

/** A project's columns in lists: all but the write-up, which only single-project reads send. */
export const CARD_ATTRIBUTES = { exclude: ['writeup', 'writeupHtml'] };

type ProjectChanges = Partial<Omit<ProjectAttrs, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** Search covers title, description, tags and the author's name (`user` is the owner include). */
function listWhere({
  userId,
  q,
  tag,
}: {
  userId?: number;
  q?: string;
  tag?: string;
}): WhereOptions<ProjectAttrs> {
  // Hidden and suspended owners' projects are left out of every list (db/visibility.ts).
  const clauses: unknown[] = [visibleProjects()];
  if (userId !== undefined) clauses.push({ userId });
  if (tag) clauses.push(jsonArrayHas('tags', tag));
  const words = searchWords(q);
  if (words.length) {
    clauses.push(
      everyWordMatches(words, (word) => [
        textContains('Project.title', word),
        textContains('Project.description', word),
        jsonTextContains('Project.tags', word),
        textContains('user.firstName', word),
        textContains('user.lastName', word),
      ]),
    );
  }
  return { [Op.and]: clauses } as WhereOptions<ProjectAttrs>;
}

/** The row as a plain object, with its owner when the owner was included. */
export const toProjectRow = (p: ProjectModel): ProjectRow => ({
  ...p.get({ plain: true }),
  ...(p.user !== undefined ? { user: p.user && p.user.get({ plain: true }) } : {}),
});

/** Data access for projects and their download/link-click events. Returns plain objects. */
export function createProjectsRepository(models: Models) {
  const { Project, User, Download, LinkClick } = models;
  const withOwner = { model: User, as: 'user', attributes: OWNER_ATTRIBUTES };
  const sequelize = Project.sequelize!;
  /**
   * findById's statement in plain SQL (db/fast-read.ts): the project, its owner's columns, its
   * gallery and files; the projects asked for together share one statement (db/batched-lookup.ts).
   */
  const columns = Object.keys(Project.getAttributes())
    .map((name) => `p.${name}`)
    .concat(OWNER_ATTRIBUTES.map((name) => `u.${name} AS owner_${name}`))
    .concat(contentColumns(sequelize.getDialect()))
    .join(', ');
  const byId = batchedLookup<number, Record<string, unknown>>(sequelize, {
    sql: (ids) => `SELECT ${columns}
      FROM projects p LEFT JOIN users u ON u.id = p.userId WHERE p.id IN (${ids})`,
    keyOf: (row) => Number(row.id),
  });

  return {
    /**
     * Newest first (one owner's: pinned first, in pin order); optionally one owner's, or carrying a tag. With search words: ranked by
     * relevance through the full-text index (db/full-text.ts); `engine: 'instr'` forces the
     * substring scan (the bench compares the two), which also serves words the index cannot take.
     */
    async list(
      filter: { userId?: number; q?: string; tag?: string },
      offset: number,
      limit: number,
      engine: 'full-text' | 'instr' = 'full-text',
    ): Promise<{ items: ProjectRow[]; total: number; fuzzy?: boolean }> {
      const ranked =
        engine === 'full-text' && searchWords(filter.q).length
          ? await fullTextSearch(
              Project.sequelize!,
              'projects',
              filter.q,
              { userId: filter.userId, listHas: filter.tag },
              offset,
              limit,
            )
          : null;
      if (ranked) {
        const rows = ranked.ids.length
          ? await Project.findAll({
              where: { id: ranked.ids },
              attributes: CARD_ATTRIBUTES,
              include: [withOwner],
            })
          : [];
        return {
          items: inIdOrder(ranked.ids, rows.map(toProjectRow)),
          total: ranked.total,
          fuzzy: ranked.fuzzy,
        };
      }
      const where = listWhere(filter);
      const [rows, total] = await Promise.all([
        Project.findAll({
          where,
          attributes: CARD_ATTRIBUTES,
          include: [withOwner],
          // One owner's list (their profile) leads with their pinned projects, in pin order.
          order: [
            ...(filter.userId !== undefined ? [['pinRank', 'DESC'] as [string, string]] : []),
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        // The owner join only matters when a search word may match the author's name.
        Project.count(searchWords(filter.q).length ? { where, include: [withOwner] } : { where }),
      ]);
      return { items: rows.map(toProjectRow), total };
    },

    /**
     * The project and its owner, in one statement. Every project page runs it (signed-in callers
     * are never served from the response cache), so it skips Sequelize's query pipeline.
     */
    async findById(id: number): Promise<(ProjectRow & { content: ProjectContent }) | null> {
      const row = await byId(id);
      if (!row) return null;
      const project: Record<string, unknown> = {};
      const owner: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key.startsWith('owner_')) owner[key.slice(6)] = value;
        else if (!key.startsWith('content_')) project[key] = value;
      }
      return {
        ...plainRow<ProjectAttrs>(Project, project),
        user: owner.id === null || owner.id === undefined ? null : plainRow(User, owner),
        content: contentOf(row),
      };
    },

    async create(userId: number, values: ProjectChanges & { title: string }): Promise<number> {
      const row = await Project.create({ ...values, userId });
      return row.id;
    },

    async update(id: number, changes: ProjectChanges): Promise<void> {
      const row = await Project.findByPk(id);
      if (row) await row.update(changes);
    },

    async destroy(id: number): Promise<void> {
      await Project.destroy({ where: { id } });
    },

    /**
     * In a transaction: locks the project row until commit (SELECT … FOR UPDATE on MySQL; SQLite's
     * IMMEDIATE transactions already run one at a time), so changes to it, its likes and its
     * counters take turns; returns its owner, file keys and like count as locked, in one
     * statement (404 when it is gone).
     */
    async lockProject(id: number) {
      const row = await Project.findByPk(id, {
        attributes: [
          'id',
          'userId',
          'slug',
          'fileKey',
          'imageKey',
          'imageInfo',
          'cardKey',
          'likeCount',
        ],
        lock: true,
      });
      if (!row) throw notFound(PROJECT_MESSAGES.notFound);
      return {
        id: row.id,
        userId: row.userId,
        slug: row.slug,
        fileKey: row.fileKey,
        imageKey: row.imageKey,
        imageInfo: row.imageInfo,
        cardKey: row.cardKey,
        likeCount: Number(row.likeCount),
      };
    },

    /** In a transaction: the owner's writes of slugs take turns (see db/free-slug.ts). */
    async lockOwner(userId: number): Promise<void> {
      await lockRows(User, [userId]);
    },

    async recordDownload(projectId: number, userId: number | null): Promise<void> {
      await Download.create({ projectId, userId });
    },

    async recordLinkClick(projectId: number, userId: number | null): Promise<void> {
      await LinkClick.create({ projectId, userId });
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
