import type { Sequelize, Transaction } from 'sequelize';
import { handleFromName, slugify } from '@stackfolio/contract';
import { hashPassword } from '../components/auth';
import {
  createVisitorTriggers,
  dropVisitorTriggers,
  rebuildVisitors,
} from '../db/migrations/0005-analytics-visitors';
import {
  createSearchTriggers,
  dropSearchTriggers,
  rebuildSearchIndex,
} from '../db/migrations/0010-full-text-search';
import {
  createFacetTriggers,
  dropFacetTriggers,
  rebuildFacets,
} from '../db/migrations/0030-profile-filters';
import { CITIES, COUNTRIES, FIRST, LAST, REFERRERS, SKILLS, TITLES } from './seed-vocabulary';

/** How much data to create. `busyUserShare` of views land on user 1, the "busy user". */
export interface SeedSize {
  users: number;
  projects: number;
  portfolioViews: number;
  projectViews: number;
  likes: number;
  comments: number;
  busyUserShare: number;
}

export const SEED_SIZES = {
  small: {
    users: 100,
    projects: 1_000,
    portfolioViews: 4_000,
    projectViews: 6_000,
    likes: 2_000,
    comments: 1_000,
    busyUserShare: 0.05,
  },
  large: {
    users: 10_000,
    projects: 100_000,
    portfolioViews: 400_000,
    projectViews: 600_000,
    likes: 200_000,
    comments: 100_000,
    busyUserShare: 0.05,
  },
} satisfies Record<string, SeedSize>;

/** Every seeded user signs in with this password (email `bench.user.<n>@stackfolio.test`). */
export const SEED_PASSWORD = 'bench-password-1';
export const seedEmail = (n: number) => `bench.user.${n}@stackfolio.test`;

/** A small deterministic PRNG (mulberry32), so every seeded database is the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

const DAY = 24 * 60 * 60 * 1000;

async function insertAll(
  sequelize: Sequelize,
  table: string,
  count: number,
  row: (i: number) => Record<string, unknown>,
  transaction: Transaction,
) {
  const batch = 1000;
  // SQLite's default page cache (2 MB) thrashes while five indexes of a million random keys grow.
  if (sequelize.getDialect() === 'sqlite')
    await sequelize.query('PRAGMA cache_size = -262144', { transaction });
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) rows.push(row(i));
    await sequelize.getQueryInterface().bulkInsert(table, rows, { transaction });
  }
}

/**
 * Fills an empty, migrated database fast (multi-row inserts in one transaction per table):
 * users with skills, projects with tags, likes, comments and view events over the last year.
 * Deterministic. Used by `npm run bench` and available to tests.
 */
export async function bulkSeed(
  sequelize: Sequelize,
  size: SeedSize,
  log: (line: string) => void = () => {},
) {
  const [[{ n }]] = (await sequelize.query('SELECT COUNT(*) AS n FROM users')) as [
    { n: number }[],
    unknown,
  ];
  if (Number(n) > 0) throw new Error('bulkSeed needs an empty database');
  const r = prng(42);
  // Its own sequence, so that the rest of the data stays as it was before open-to-work existed.
  const work = prng(7);
  /** A quarter of people are open to work or casually looking, some to signed-in people only. */
  const openToWork = () => {
    if (work.next() >= 0.25) return null;
    const some = <T>(values: readonly T[]) => values.filter(() => work.next() < 0.4);
    return JSON.stringify({
      status: work.next() < 0.6 ? 'open' : 'casual',
      roles: [],
      employmentTypes: some(['full-time', 'part-time', 'contract', 'freelance', 'internship']),
      workplaces: some(['remote', 'hybrid', 'onsite']),
      locations: [work.pick(CITIES)],
      availableFrom: null,
      visibility: work.next() < 0.8 ? 'everyone' : 'signed-in',
    });
  };
  const now = Date.now();
  const passwordHash = await hashPassword(SEED_PASSWORD, 10);
  const busyUser = 1;
  const pickUser = () => 1 + r.int(size.users);
  // The busy user owns the first 1% of projects (at least one); the rest are spread round-robin.
  const busyProjects = Math.max(1, Math.floor(size.projects * 0.01));
  const projectOwner = (p: number) =>
    p < busyProjects ? busyUser : 2 + ((p - busyProjects) % Math.max(1, size.users - 1));

  const steps: [string, number, (i: number) => Record<string, unknown>][] = [
    [
      'users',
      size.users,
      (i) => {
        const skills = Array.from(
          new Set(Array.from({ length: 3 + r.int(6) }, () => r.pick(SKILLS))),
        );
        const created = new Date(now - r.int(730) * DAY);
        const firstName = r.pick(FIRST);
        const lastName = `${r.pick(LAST)}${i + 1}`;
        return {
          email: seedEmail(i + 1),
          // Unique by construction: the last name carries the user's number.
          handle: handleFromName(firstName, lastName) || `user-${i + 1}`,
          passwordHash,
          firstName,
          lastName,
          bio: `Builds things with ${skills.slice(0, 2).join(' and ')}.`,
          location: r.pick(CITIES),
          jobTitle: r.pick(TITLES),
          skills: JSON.stringify(skills),
          featuredSkills: JSON.stringify(skills.slice(0, 3)),
          openToWork: openToWork(),
          isAdmin: false,
          githubUrl: `https://github.com/bench${i + 1}`,
          createdAt: created,
          updatedAt: created,
        };
      },
    ],
    [
      'projects',
      size.projects,
      (p) => {
        const tags = Array.from(
          new Set(Array.from({ length: 2 + r.int(5) }, () => r.pick(SKILLS))),
        );
        const created = new Date(now - r.int(365) * DAY - r.int(DAY));
        const title = `${r.pick(TITLES)} project ${p + 1}`;
        return {
          userId: projectOwner(p),
          title,
          // Unique by construction: the title carries the project's number.
          slug: slugify(title),
          description: `A ${tags[0]} project for benchmarking.`,
          tags: JSON.stringify(tags),
          projectUrl: `https://example.com/p/${p + 1}`,
          viewCount: r.int(500),
          downloadCount: r.int(50),
          likeCount: 0,
          createdAt: created,
          updatedAt: created,
        };
      },
    ],
    [
      'likes',
      size.likes,
      (i) => ({
        // (user, project) pairs are unique by construction: user i % users, project spaced by users.
        userId: 1 + (i % size.users),
        projectId: 1 + ((Math.floor(i / size.users) * 7919 + i) % size.projects),
        createdAt: new Date(now - r.int(365) * DAY),
      }),
    ],
    [
      'comments',
      size.comments,
      (i) => {
        const created = new Date(now - r.int(365) * DAY);
        return {
          userId: pickUser(),
          projectId: 1 + r.int(size.projects),
          content: `Nice work #${i + 1}!`,
          createdAt: created,
          updatedAt: created,
        };
      },
    ],
    [
      'portfolio_views',
      size.portfolioViews,
      () => ({
        profileUserId: r.next() < size.busyUserShare ? busyUser : pickUser(),
        viewerUserId: r.next() < 0.3 ? pickUser() : null,
        visitorKey: `v${r.int(size.users * 5)}`,
        referrer: r.pick(REFERRERS),
        country: r.pick(COUNTRIES),
        city: '',
        userAgent: 'bench',
        viewedAt: new Date(now - r.int(365 * DAY)),
      }),
    ],
    [
      'project_views',
      size.projectViews,
      () => ({
        projectId:
          r.next() < size.busyUserShare ? 1 + r.int(busyProjects) : 1 + r.int(size.projects),
        viewerUserId: r.next() < 0.3 ? pickUser() : null,
        visitorKey: `v${r.int(size.users * 5)}`,
        referrer: r.pick(REFERRERS),
        country: r.pick(COUNTRIES),
        city: '',
        userAgent: 'bench',
        viewedAt: new Date(now - r.int(365 * DAY)),
      }),
    ],
  ];
  // Views go in without the per-row visitor triggers; the visitor sets are built once at the end.
  // On SQLite the search index (FTS5 tables) is built once at the end too. Not on MySQL: an
  // UPDATE of every row afterwards would leave InnoDB's FULLTEXT index with a deleted entry per
  // row until OPTIMIZE TABLE, and each search would wade through them (1 s instead of ms), so
  // the triggers fill the columns as the rows go in.
  const mysql = sequelize.getDialect() === 'mysql';
  await dropVisitorTriggers(sequelize);
  await dropFacetTriggers(sequelize);
  if (!mysql) await dropSearchTriggers(sequelize);
  try {
    for (const [table, count, row] of steps) {
      const started = Date.now();
      await sequelize.transaction((transaction) =>
        insertAll(sequelize, table, count, row, transaction),
      );
      log(
        `seeded ${count.toLocaleString('en')} ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const started = Date.now();
    await rebuildVisitors(sequelize);
    log(`built analytics_visitors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await rebuildFacets(sequelize);
    if (!mysql) {
      const indexing = Date.now();
      await rebuildSearchIndex(sequelize);
      log(`built the search index in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);
    }
  } finally {
    await createVisitorTriggers(sequelize);
    await createFacetTriggers(sequelize);
    if (!mysql) await createSearchTriggers(sequelize);
  }
  // Keep the denormalised like and view counters true to the likes and views tables.
  await sequelize.query(
    'UPDATE projects SET likeCount = (SELECT COUNT(*) FROM likes WHERE likes.projectId = projects.id)',
  );
  await sequelize.query(
    'UPDATE users SET viewCount = (SELECT COUNT(*) FROM portfolio_views v WHERE v.profileUserId = users.id)',
  );
  return { busyUserId: busyUser, busyUserEmail: seedEmail(busyUser) };
}
