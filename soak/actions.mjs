// What one simulated user does, the calls the front end makes (docs/product.md §7), each effect booked in the
// ledger. A user's writes go one after another (except the deliberate double clicks), so the
// ledger can say what every answer must be.

/** A real 1x1 PNG (the project image). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);
const WORDS = ['rust', 'kafka', 'react', 'pandas', 'terraform', 'graphql', 'kotlin', 'spark'];
const REFERRERS = [
  '',
  'https://www.google.com/search?q=portfolio',
  'https://github.com/someone',
  'https://www.linkedin.com/feed/',
];

export const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

/** Default weights of the actions in the loop. */
export const DEFAULT_WEIGHTS = {
  browseProjects: 18,
  browseProfiles: 10,
  viewProject: 22,
  viewProfile: 12,
  like: 12,
  follow: 6,
  comment: 8,
  changeComment: 3,
  download: 7,
  upload: 3,
  analytics: 4,
  anonymousVisit: 4,
  doubleClick: 3,
};

/**
 * The actions, bound to the shared world: `world.projects` (ids in upload order), `world.users`
 * (signed-in simulated users), the ledger and the stats.
 */
export function createActions(world) {
  const { ledger, stats, runId } = world;
  let uploadCounter = 0;

  /** Some projects are hot (many users on the same rows at once), the rest spread out. */
  const pickProject = () => {
    const list = world.projects;
    if (!list.length) return null;
    return chance(0.4) ? list[Math.floor(Math.random() * Math.min(8, list.length))] : pick(list);
  };

  /** Past the deadline a user sends no follow-up calls, so the run ends soon after it. */
  const over = () => Date.now() >= (world.deadline ?? Infinity);

  const failIf = (condition, label, detail) => {
    if (condition) stats.fail(label, 'books', detail);
  };

  async function upload(user) {
    uploadCounter += 1;
    const n = uploadCounter;
    const word = pick(WORDS);
    const file = Buffer.from(
      `Soak run ${runId}, project ${n} by user ${user.id}: ${word}\n${'x'.repeat(200 + Math.floor(Math.random() * 2000))}\n`,
    );
    const form = new FormData();
    form.set('title', `Soak ${word} project ${n}`);
    form.set('description', `A ${word} project uploaded by the soak test (run ${runId}).`);
    form.set('tags', JSON.stringify(['soak', word]));
    if (chance(0.5)) form.set('projectUrl', `https://example.com/${runId}/${n}`);
    form.set('file', new Blob([file], { type: 'text/plain' }), `notes-${n}.txt`);
    form.set('image', new Blob([PNG], { type: 'image/png' }), `cover-${n}.png`);
    const res = await user.client.request('upload', 'POST', '/api/projects', {
      form,
      expect: [201],
    });
    if (!res.ok) return;
    const project = res.body;
    failIf(
      !project.filePath || !project.imageUrl || project.userId !== user.id,
      'upload',
      `project ${project.id} came back without its file, image or owner`,
    );
    ledger.addProject(project.id, user.id, file);
    world.projects.push(project.id);
    if (project.imageUrl && chance(0.5) && !over())
      await user.client.request('image', 'GET', project.imageUrl, { as: 'bytes' });
  }

  async function browseProjects(user) {
    const page = 1 + Math.floor(Math.random() * 3);
    const roll = Math.random();
    const query = roll < 0.3 ? `&q=${pick(WORDS)}` : roll < 0.4 ? `&tag=${pick(WORDS)}` : '';
    await user.client.request(
      'browse-projects',
      'GET',
      `/api/projects?page=${page}&limit=20${query}`,
    );
    if (chance(0.2) && !over())
      await user.client.request('browse-projects', 'GET', '/api/projects');
  }

  async function browseProfiles(user) {
    const page = 1 + Math.floor(Math.random() * 3);
    const query = chance(0.3)
      ? `&q=${encodeURIComponent(pick(['Ada', 'Grace', 'Soak', 'Linus']))}`
      : '';
    await user.client.request(
      'browse-profiles',
      'GET',
      `/api/users/all?page=${page}&limit=20${query}`,
    );
    if (chance(0.3) && !over()) await user.client.request('featured', 'GET', '/api/users/featured');
  }

  /** The page's reads, then the view event it sends (docs/product.md §7). */
  async function viewProject(
    user,
    client = user.client,
    viewerUserId = user.id,
    visitor = `user:${user.id}`,
  ) {
    const id = pickProject();
    if (id === null) return upload(user);
    // The detail dialog's queries go out together.
    const [res] = await Promise.all([
      client.request('project', 'GET', `/api/projects/${id}`),
      client.request('like-status', 'GET', `/api/projects/${id}/like-status`),
      client.request('comments', 'GET', `/api/projects/${id}/comments?page=1&limit=20`),
      client.request('comment-count', 'GET', `/api/projects/${id}/comment-count`),
    ]);
    if (!res.ok || over()) return;
    const from = Date.now();
    const view = await client.request('project-view', 'POST', '/api/analytics/project-view', {
      json: {
        projectId: id,
        viewerUserId,
        userAgent: client.userAgent,
        referrer: pick(REFERRERS),
        ipAddress: '',
        country: '',
        city: '',
      },
    });
    if (!view.ok) return;
    const ok = ledger.recordViews(
      'project',
      id,
      ledger.projects.get(id).ownerId,
      visitor,
      viewerUserId,
      from,
      Date.now(),
      [view.body.recorded],
    );
    failIf(
      !ok,
      'project-view',
      `project ${id} by ${visitor}: recorded=${view.body.recorded} against the rules`,
    );
  }

  async function viewProfile(
    user,
    client = user.client,
    viewerUserId = user.id,
    visitor = `user:${user.id}`,
  ) {
    // Now and then one's own profile, which must not count.
    const target = viewerUserId !== null && chance(0.05) ? user : pick(world.users);
    const [res] = await Promise.all([
      client.request('profile', 'GET', `/api/users/${target.id}`),
      client.request('user-projects', 'GET', `/api/projects/user/${target.id}?page=1&limit=12`),
    ]);
    if (!res.ok || over()) return;
    const from = Date.now();
    const view = await client.request('portfolio-view', 'POST', '/api/analytics/portfolio-view', {
      json: {
        userId: target.id,
        viewerUserId,
        userAgent: client.userAgent,
        referrer: pick(REFERRERS),
        ipAddress: '',
        country: '',
        city: '',
      },
    });
    if (!view.ok) return;
    const ok = ledger.recordViews(
      'profile',
      target.id,
      target.id,
      visitor,
      viewerUserId,
      from,
      Date.now(),
      [view.body.recorded],
    );
    failIf(
      !ok,
      'portfolio-view',
      `profile ${target.id} by ${visitor}: recorded=${view.body.recorded} against the rules`,
    );
  }

  async function like(user) {
    const id = pickProject();
    if (id === null) return upload(user);
    const expected = ledger.likedAfterToggle(id, user.id);
    const res = await user.client.request('like', 'POST', `/api/projects/${id}/like`);
    if (!res.ok) return ledger.uncertain(id);
    ledger.recordLike(id, user.id, res.body.hasLiked);
    failIf(
      res.body.hasLiked !== expected,
      'like',
      `user ${user.id} toggled project ${id}: hasLiked=${res.body.hasLiked}, expected ${expected}`,
    );
  }

  /**
   * Follows or unfollows another simulated user (a hot few get most of it, so follows of one
   * person run at once); now and then the same request twice at once, as from a double click:
   * both must give the same answer, and the pair is written once.
   */
  async function follow(user) {
    const others = world.users.filter((u) => u.id !== user.id);
    if (!others.length) return;
    const target = chance(0.5)
      ? others[Math.floor(Math.random() * Math.min(4, others.length))]
      : pick(others);
    const on = !ledger.isFollowing(user.id, target.id);
    const path = `/api/users/${target.id}/follow`;
    const times = chance(0.2) ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: times }, () =>
        user.client.request('follow', on ? 'PUT' : 'DELETE', path),
      ),
    );
    if (!answers.every((r) => r.ok)) return ledger.uncertainFollow(user.id, target.id);
    ledger.recordFollow(user.id, target.id, on);
    failIf(
      answers.some((r) => r.body.following !== on),
      'follow',
      `user ${user.id} ${on ? 'followed' : 'unfollowed'} ${target.id}: following=${answers.map((r) => r.body.following).join(' and ')}`,
    );
  }

  async function comment(user) {
    const id = pickProject();
    if (id === null) return upload(user);
    const content = `${pick(['Nice', 'Great', 'Neat', 'Solid'])} ${pick(WORDS)} work 👍 (${runId}/${user.id})`;
    const res = await user.client.request('comment', 'POST', `/api/projects/${id}/comments`, {
      json: { content },
      expect: [201],
    });
    if (!res.ok) return ledger.uncertain(id);
    ledger.recordComment(id, res.body.id, user.id);
    failIf(res.body.content !== content, 'comment', `comment ${res.body.id} came back changed`);
  }

  /**
   * The author edits or deletes one of their comments, or a project's owner deletes someone's
   * comment on it. The author and the owner may race on one comment: the loser's 404 is expected,
   * and the comment is gone either way.
   */
  async function changeComment(user) {
    const { own, onTheirProjects } = ledger.commentsFor(user.id);
    if (!own.length && !onTheirProjects.length) return comment(user);
    const mine = own.length && (chance(0.5) || !onTheirProjects.length);
    const [projectId, commentId] = pick(mine ? own : onTheirProjects);
    const path = `/api/projects/${projectId}/comments/${commentId}`;
    if (mine && chance(0.5)) {
      const content = `Edited: ${pick(WORDS)} (${runId}/${user.id})`;
      const res = await user.client.request('edit-comment', 'PATCH', path, {
        json: { content },
        expect: [200, 404],
      });
      if (!res.ok) return ledger.uncertain(projectId);
      if (res.status === 404) return ledger.removeComment(projectId, commentId);
      failIf(
        res.body.content !== content || !res.body.editedAt,
        'edit-comment',
        `comment ${commentId} came back unchanged or not marked edited`,
      );
      return;
    }
    const res = await user.client.request('delete-comment', 'DELETE', path, {
      expect: [204, 404],
      as: 'bytes',
    });
    if (!res.ok) return ledger.uncertain(projectId);
    ledger.removeComment(projectId, commentId);
  }

  async function download(user, client = user.client) {
    const id = pickProject();
    if (id === null) return upload(user);
    const res = await client.request('download', 'GET', `/api/projects/${id}/download`, {
      as: 'bytes',
    });
    if (!res.ok) return ledger.uncertain(id);
    ledger.recordDownload(id);
    failIf(
      !ledger.projects.get(id).file.equals(res.body),
      'download',
      `project ${id}: the downloaded file differs from the upload`,
    );
  }

  async function analytics(user) {
    const range = pick(['7days', '30days', 'all']);
    await user.client.request('analytics', 'GET', `/api/analytics/${user.id}?range=${range}`);
    if (over()) return;
    await user.client.request('reactions', 'GET', `/api/users/${user.id}/reactions`);
    if (chance(0.3) && !over())
      await user.client.request(
        'mark-viewed',
        'POST',
        `/api/users/${user.id}/reactions/mark-viewed`,
      );
  }

  /** Someone signed out (own browser, no cookies) looks around: views and downloads count too. */
  async function anonymousVisit(user) {
    const anon = user.anonymous;
    const roll = Math.random();
    // The API tells signed-out visitors apart by IP and user agent: each has its own agent.
    if (roll < 0.45) return viewProject(user, anon, null, `anon:${user.n}`);
    if (roll < 0.8) return viewProfile(user, anon, null, `anon:${user.n}`);
    return download(user, anon);
  }

  /**
   * The same thing twice at once, as from two tabs or a double click: two view events of one
   * project or profile (at most one may count), or two like toggles (they cancel out, one answer
   * each way).
   */
  async function doubleClick(user) {
    const id = pickProject();
    if (id === null) return upload(user);
    if (chance(0.5)) {
      const before = ledger.projects.get(id).likes.has(user.id);
      const answers = await Promise.all(
        [1, 2].map(() => user.client.request('like', 'POST', `/api/projects/${id}/like`)),
      );
      if (!answers.every((r) => r.ok)) return ledger.uncertain(id);
      const seen = answers.map((r) => r.body.hasLiked).sort();
      failIf(
        seen[0] !== false || seen[1] !== true,
        'like',
        `user ${user.id} toggled project ${id} twice at once: hasLiked ${seen.join(' and ')}`,
      );
      return ledger.recordLike(id, user.id, before);
    }
    const profile = chance(0.4) ? pick(world.users) : null;
    const [kind, targetId, ownerId, label, path] = profile
      ? ['profile', profile.id, profile.id, 'portfolio-view', '/api/analytics/portfolio-view']
      : [
          'project',
          id,
          ledger.projects.get(id).ownerId,
          'project-view',
          '/api/analytics/project-view',
        ];
    const target = profile ? { userId: profile.id } : { projectId: id };
    const json = {
      ...target,
      viewerUserId: user.id,
      userAgent: user.client.userAgent,
      referrer: '',
      ipAddress: '',
      country: '',
      city: '',
    };
    const from = Date.now();
    const views = await Promise.all(
      [1, 2].map(() => user.client.request(label, 'POST', path, { json })),
    );
    if (!views.every((v) => v.ok)) return profile ? undefined : ledger.uncertain(id);
    const answers = views.map((v) => v.body.recorded);
    const ok = ledger.recordViews(
      kind,
      targetId,
      ownerId,
      `user:${user.id}`,
      user.id,
      from,
      Date.now(),
      answers,
    );
    failIf(
      !ok,
      label,
      `${kind} ${targetId} viewed twice at once by user ${user.id}: recorded ${answers.join(' and ')} against the rules`,
    );
  }

  return {
    doubleClick,
    upload,
    browseProjects,
    browseProfiles,
    viewProject,
    viewProfile,
    like,
    follow,
    comment,
    changeComment,
    download,
    analytics,
    anonymousVisit,
  };
}

/** Picks an action name by weight. */
export function weightedPicker(weights) {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [name, w] of entries) {
      r -= w;
      if (r < 0) return name;
    }
    return entries[entries.length - 1][0];
  };
}
