// Checking the books after the run: the ledger against the API's counters (project, like-status,
// comment-count, comment list, the owner's analytics, admin totals) and against the database rows.
import { sumValues } from './ledger.mjs';

/** Collects the outcome of every comparison. */
export class Books {
  constructor() {
    this.checks = 0;
    this.mismatches = [];
  }

  /** Every named value must equal `expected`. */
  expect(what, expected, actual) {
    this.checks += 1;
    const wrong = Object.entries(actual).filter(([, v]) => v !== expected);
    if (wrong.length) {
      this.mismatches.push(
        `${what}: ledger ${expected}, ${Object.entries(actual)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
  }

  note(message) {
    this.checks += 1;
    this.mismatches.push(message);
  }
}

/** The API's numbers for every project and every user against the ledger. */
export async function checkApiBooks({
  ledger,
  users,
  admin,
  adminBefore,
  books,
  otherUsersChecked = Infinity,
}) {
  const reader = users[0]?.client ?? admin?.client;
  await Promise.all(
    [...ledger.projects.values()].map(async (p) => {
      const [project, status, count] = await Promise.all([
        reader.request('books', 'GET', `/api/projects/${p.id}`),
        reader.request('books', 'GET', `/api/projects/${p.id}/like-status`),
        reader.request('books', 'GET', `/api/projects/${p.id}/comment-count`),
      ]);
      if (![project, status, count].every((r) => r.ok))
        return books.note(`project ${p.id}: the API did not answer its counters`);
      const tag = p.uncertain ? ' (a write to it failed)' : '';
      books.expect(`project ${p.id} likes${tag}`, p.likes.size, {
        likeCount: project.body.likeCount,
        'like-status': status.body.likesCount,
      });
      books.expect(`project ${p.id} comments${tag}`, p.comments.size, {
        'comment-count': count.body.count,
      });
      books.expect(`project ${p.id} views${tag}`, sumValues(p.views), {
        viewCount: project.body.viewCount,
      });
      books.expect(`project ${p.id} downloads${tag}`, p.downloads, {
        downloadCount: project.body.downloadCount,
      });
    }),
  );

  // Every owner's analytics (so every project is checked there too), and other users' up to a bound.
  const owners = new Set([...ledger.projects.values()].map((p) => p.ownerId));
  const others = users.filter((u) => !owners.has(u.id)).slice(0, otherUsersChecked);
  await Promise.all(
    [...users.filter((u) => owners.has(u.id)), ...others].map(async (user) => {
      const res = await user.client.request('books', 'GET', `/api/analytics/${user.id}?range=all`);
      if (!res.ok) return books.note(`analytics of user ${user.id}: ${res.status}`);
      const a = res.body;
      const e = ledger.expectedFor(user.id);
      const u = a.userInteractions;
      books.expect(`user ${user.id} portfolio views`, e.portfolioViews, {
        totalPortfolioViews: a.totalPortfolioViews,
        last30DaysViews: a.last30DaysViews,
      });
      books.expect(`user ${user.id} project views`, e.projectViews, {
        totalProjectViews: a.totalProjectViews,
      });
      books.expect(`user ${user.id} downloads`, e.downloads, { totalDownloads: a.totalDownloads });
      books.expect(`user ${user.id} projects`, e.projectsUploaded, {
        projectsUploaded: u.projectsUploaded,
      });
      books.expect(`user ${user.id} likes given`, e.likesGiven, { likesGiven: u.likesGiven });
      books.expect(`user ${user.id} comments given`, e.commentsGiven, {
        commentsGiven: u.commentsGiven,
      });
      books.expect(`user ${user.id} projects viewed`, e.otherProjectsViewed, {
        otherProjectsViewed: u.otherProjectsViewed,
      });
      books.expect(`user ${user.id} profiles viewed`, e.otherProfilesViewed, {
        otherProfilesViewed: u.otherProfilesViewed,
      });
      for (const top of a.topProjects) {
        const p = ledger.projects.get(top.id);
        if (!p) continue;
        books.expect(`user ${user.id} top project ${top.id} views`, sumValues(p.views), {
          viewCount: top.viewCount,
        });
        books.expect(`user ${user.id} top project ${top.id} downloads`, p.downloads, {
          downloadCount: top.downloadCount,
        });
      }
    }),
  );

  // Follower and following counts on every profile the soak knows for sure.
  await Promise.all(
    users
      .filter((u) => !ledger.uncertainFollows.has(u.id))
      .map(async (user) => {
        const res = await reader.request('books', 'GET', `/api/users/${user.id}`);
        if (!res.ok) return books.note(`profile of user ${user.id}: ${res.status}`);
        const e = ledger.followCounts(user.id);
        books.expect(`user ${user.id} followers`, e.followers, {
          followerCount: res.body.followerCount,
        });
        books.expect(`user ${user.id} following`, e.following, {
          followingCount: res.body.followingCount,
        });
      }),
  );

  if (admin && adminBefore) {
    const res = await admin.client.request('books', 'GET', '/api/admin/stats');
    if (!res.ok) return books.note(`admin stats: ${res.status}`);
    const delta = (k) => res.body[k] - adminBefore[k];
    books.expect('admin: new users', ledger.users.size, { totalUsers: delta('totalUsers') });
    books.expect('admin: new projects', ledger.projects.size, {
      totalProjects: delta('totalProjects'),
    });
    books.expect('admin: downloads', ledger.downloadTotal, {
      totalDownloads: delta('totalDownloads'),
    });
  }
}

const grouped = (rows, key) => {
  const map = new Map();
  for (const row of rows) {
    const k = key(row);
    map.set(k, (map.get(k) ?? 0) + Number(row.n ?? 1));
  }
  return map;
};

/** The database rows and stored counters against the ledger (COUNT(*) per project and user). */
export async function checkDatabaseBooks({ ledger, sequelize, books }) {
  const ids = [...ledger.projects.keys()];
  const userIds = [...ledger.users.keys()];
  const q = (sql, replacements) => sequelize.query(sql, { replacements, type: 'SELECT' });
  const none = [-1];
  const [projects, likes, comments, views, downloads, profileViews] = await Promise.all([
    q('SELECT id, userId, likeCount, viewCount, downloadCount FROM projects WHERE id IN (:ids)', {
      ids: ids.length ? ids : none,
    }),
    q('SELECT projectId, userId FROM likes WHERE projectId IN (:ids)', {
      ids: ids.length ? ids : none,
    }),
    q('SELECT id, projectId, userId FROM comments WHERE projectId IN (:ids)', {
      ids: ids.length ? ids : none,
    }),
    q(
      'SELECT projectId, viewerUserId, COUNT(*) AS n FROM project_views WHERE projectId IN (:ids) GROUP BY projectId, viewerUserId',
      { ids: ids.length ? ids : none },
    ),
    q(
      'SELECT projectId, COUNT(*) AS n FROM downloads WHERE projectId IN (:ids) GROUP BY projectId',
      { ids: ids.length ? ids : none },
    ),
    q(
      'SELECT profileUserId, viewerUserId, COUNT(*) AS n FROM portfolio_views WHERE profileUserId IN (:ids) GROUP BY profileUserId, viewerUserId',
      { ids: userIds.length ? userIds : none },
    ),
  ]);
  const rowsById = new Map(projects.map((r) => [Number(r.id), r]));
  const likeRows = grouped(likes, (r) => Number(r.projectId));
  const commentRows = grouped(comments, (r) => Number(r.projectId));
  const viewRows = grouped(views, (r) => Number(r.projectId));
  const downloadRows = grouped(downloads, (r) => Number(r.projectId));
  const who = (viewer) =>
    viewer === null || viewer === undefined ? 'anon' : `user:${Number(viewer)}`;

  for (const p of ledger.projects.values()) {
    const row = rowsById.get(p.id);
    if (!row) {
      books.note(`project ${p.id}: no row in the database`);
      continue;
    }
    const views = sumValues(p.views);
    books.expect(`DB project ${p.id} likes`, p.likes.size, {
      'COUNT(likes)': likeRows.get(p.id) ?? 0,
      likeCount: Number(row.likeCount),
    });
    books.expect(`DB project ${p.id} comments`, p.comments.size, {
      'COUNT(comments)': commentRows.get(p.id) ?? 0,
    });
    books.expect(`DB project ${p.id} views`, views, {
      'COUNT(project_views)': viewRows.get(p.id) ?? 0,
      viewCount: Number(row.viewCount),
    });
    books.expect(`DB project ${p.id} downloads`, p.downloads, {
      'COUNT(downloads)': downloadRows.get(p.id) ?? 0,
      downloadCount: Number(row.downloadCount),
    });
  }

  // Exactly the likes the ledger believes are on, by whom; exactly the comments it posted.
  const likeSet = new Set(likes.map((r) => `${Number(r.projectId)}:${Number(r.userId)}`));
  const ledgerLikes = new Set(
    [...ledger.projects.values()].flatMap((p) => [...p.likes].map((u) => `${p.id}:${u}`)),
  );
  books.expect('DB likes (project:user) not in the ledger', 0, {
    rows: [...likeSet].filter((k) => !ledgerLikes.has(k)).length,
  });
  books.expect('ledger likes missing from the DB', 0, {
    rows: [...ledgerLikes].filter((k) => !likeSet.has(k)).length,
  });
  const commentIds = new Map(comments.map((r) => [Number(r.id), Number(r.userId)]));
  const ledgerComments = [...ledger.projects.values()].flatMap((p) => [...p.comments]);
  books.expect('ledger comments missing from the DB or with another author', 0, {
    comments: ledgerComments.filter(([id, author]) => commentIds.get(id) !== author).length,
  });

  await checkFollowBooks({ ledger, userIds, q, books });

  // Views per viewer: a signed-in viewer's views count once per target (the ledger's rules).
  const viewsBy = grouped(views, (r) => `${Number(r.projectId)}|${who(r.viewerUserId)}`);
  for (const p of ledger.projects.values()) {
    for (const [viewer, n] of p.views) {
      books.expect(`DB project ${p.id} views by ${viewer}`, n, {
        rows: viewsBy.get(`${p.id}|${viewer}`) ?? 0,
      });
    }
  }
  const profileBy = grouped(
    profileViews,
    (r) => `${Number(r.profileUserId)}|${who(r.viewerUserId)}`,
  );
  const profileTotals = grouped(profileViews, (r) => Number(r.profileUserId));
  for (const [profileId, byViewer] of ledger.profileViews) {
    books.expect(`DB profile ${profileId} views`, sumValues(byViewer), {
      'COUNT(portfolio_views)': profileTotals.get(profileId) ?? 0,
    });
    for (const [viewer, n] of byViewer) {
      books.expect(`DB profile ${profileId} views by ${viewer}`, n, {
        rows: profileBy.get(`${profileId}|${viewer}`) ?? 0,
      });
    }
  }
}

/**
 * The follows rows among the soak's users against the ledger, and every user's stored counters
 * against COUNT(*) of their rows (exact whatever the ledger knows).
 */
async function checkFollowBooks({ ledger, userIds, q, books }) {
  const ids = userIds.length ? userIds : [-1];
  const [rows, counters] = await Promise.all([
    q('SELECT followerId, followedId FROM follows WHERE followerId IN (:ids)', { ids }),
    q(
      `SELECT id, followerCount, followingCount,
         (SELECT COUNT(*) FROM follows f WHERE f.followedId = users.id) AS followers,
         (SELECT COUNT(*) FROM follows f WHERE f.followerId = users.id) AS following
       FROM users WHERE id IN (:ids)`,
      { ids },
    ),
  ]);
  for (const row of counters) {
    books.expect(`DB user ${row.id} followers`, Number(row.followers), {
      followerCount: Number(row.followerCount),
    });
    books.expect(`DB user ${row.id} following`, Number(row.following), {
      followingCount: Number(row.followingCount),
    });
  }
  const sure = (key) => !key.split(':').some((id) => ledger.uncertainFollows.has(Number(id)));
  const dbFollows = new Set(
    rows.map((r) => `${Number(r.followerId)}:${Number(r.followedId)}`).filter(sure),
  );
  const ledgerFollows = [...ledger.follows].filter(sure);
  books.expect('DB follows (follower:followed) not in the ledger', 0, {
    rows: [...dbFollows].filter((k) => !ledger.follows.has(k)).length,
  });
  books.expect('ledger follows missing from the DB', 0, {
    rows: ledgerFollows.filter((k) => !dbFollows.has(k)).length,
  });
}
