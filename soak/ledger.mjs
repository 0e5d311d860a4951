// The soak's own books: every effect it caused, kept independently of the API, and the API's
// counting rules for views (analytics/tracking.ts: the owner's own views are not counted, one
// visitor counts once per target within 30 minutes, visitor keys change with the UTC day).

const DEDUPE_WINDOW_MS = 30 * 60_000;
const utcDay = (ms) => new Date(ms).toISOString().slice(0, 10);

export class Ledger {
  constructor() {
    /** @type {Map<number, { id: number, ownerId: number, file: Buffer, likes: Set<number>, comments: Map<number, number>, views: Map<string, number>, downloads: number, uncertain: boolean }>} */
    this.projects = new Map();
    /** Profile views counted per profile user id, by visitor ('user:<id>' or 'anon'). */
    this.profileViews = new Map();
    /** @type {Map<number, { id: number, email: string }>} */
    this.users = new Map();
    /** Last counted view per `<kind>:<target>:<visitor>:<day>`: { from, to } (client clock). */
    this.lastCounted = new Map();
    /** View answers that contradicted the rules (the books show whether the database agrees). */
    this.viewSurprises = [];
    this.ambiguousViews = 0;
    this.uploads = 0;
    this.downloadTotal = 0;
    /** Follows the soak believes are on, as `<follower>:<followed>`. */
    this.follows = new Set();
    /** Users one of whose follow writes failed: their follows are unknown, so not checked. */
    this.uncertainFollows = new Set();
  }

  addUser(id, email) {
    this.users.set(id, { id, email });
    this.profileViews.set(id, new Map());
  }

  addProject(id, ownerId, file) {
    this.projects.set(id, {
      id,
      ownerId,
      file,
      likes: new Set(),
      comments: new Map(),
      views: new Map(),
      downloads: 0,
      uncertain: false,
    });
    this.uploads += 1;
  }

  /** Marks a project whose effects are unknown (a write to it failed or timed out). */
  uncertain(projectId) {
    const p = this.projects.get(projectId);
    if (p) p.uncertain = true;
  }

  /** Expected answer of a like toggle by this user, before it is sent. */
  likedAfterToggle(projectId, userId) {
    return !this.projects.get(projectId).likes.has(userId);
  }

  recordLike(projectId, userId, liked) {
    const likes = this.projects.get(projectId).likes;
    if (liked) likes.add(userId);
    else likes.delete(userId);
  }

  isFollowing(followerId, followedId) {
    return this.follows.has(`${followerId}:${followedId}`);
  }

  recordFollow(followerId, followedId, following) {
    if (following) this.follows.add(`${followerId}:${followedId}`);
    else this.follows.delete(`${followerId}:${followedId}`);
  }

  /** A follow write between these two failed or timed out: what it did is unknown. */
  uncertainFollow(followerId, followedId) {
    this.uncertainFollows.add(followerId);
    this.uncertainFollows.add(followedId);
  }

  /** How many people follow `userId` and how many they follow, by the ledger. */
  followCounts(userId) {
    let followers = 0;
    let following = 0;
    for (const key of this.follows) {
      const [from, to] = key.split(':').map(Number);
      if (to === userId) followers += 1;
      if (from === userId) following += 1;
    }
    return { followers, following };
  }

  recordComment(projectId, commentId, userId) {
    this.projects.get(projectId).comments.set(commentId, userId);
  }

  /** A comment is gone (deleted by its author or the project's owner). */
  removeComment(projectId, commentId) {
    this.projects.get(projectId).comments.delete(commentId);
  }

  /** `[projectId, commentId]` of the comments `userId` wrote, or may delete as a project's owner. */
  commentsFor(userId) {
    const own = [];
    const onTheirProjects = [];
    for (const p of this.projects.values()) {
      for (const [commentId, author] of p.comments) {
        if (author === userId) own.push([p.id, commentId]);
        else if (p.ownerId === userId) onTheirProjects.push([p.id, commentId]);
      }
    }
    return { own, onTheirProjects };
  }

  recordDownload(projectId) {
    this.projects.get(projectId).downloads += 1;
    this.downloadTotal += 1;
  }

  /**
   * Whether a view sent between `from` and `to` (ms, client clock) must be counted by the rules:
   * true, false, or null when it is too close to a window or day boundary to call.
   */
  expectView(kind, targetId, ownerId, visitor, viewerUserId, from, to) {
    const last = this.lastCounted.get(`${kind}:${targetId}:${visitor}:${utcDay(from)}`);
    if (viewerUserId !== null && viewerUserId === ownerId) return false;
    if (utcDay(from) !== utcDay(to)) return null;
    if (!last) return true;
    if (to - last.from < DEDUPE_WINDOW_MS) return false;
    if (from - last.to > DEDUPE_WINDOW_MS) return true;
    return null;
  }

  /**
   * Books views of one target by one visitor sent at the same time (`answers`: the API's
   * `recorded` flags; one entry for a single view). The rules allow at most one to count. The
   * ledger books what the rules say (so a double count shows up against the database rows);
   * only a boundary case is booked as the API answered. Returns whether the answers kept the rules.
   */
  recordViews(kind, targetId, ownerId, visitor, viewerUserId, from, to, answers) {
    const expected = this.expectView(kind, targetId, ownerId, visitor, viewerUserId, from, to);
    const said = answers.filter(Boolean).length;
    let counted;
    if (expected === null) {
      this.ambiguousViews += 1;
      counted = said;
    } else {
      counted = expected ? 1 : 0;
    }
    const kept = said === counted && said <= 1;
    if (!kept) this.viewSurprises.push({ kind, targetId, visitor, expected, answers });
    if (counted) {
      this.lastCounted.set(`${kind}:${targetId}:${visitor}:${utcDay(from)}`, { from, to });
      const bucket =
        kind === 'project' ? this.projects.get(targetId).views : this.profileViews.get(targetId);
      const who = viewerUserId === null ? 'anon' : `user:${viewerUserId}`;
      bucket.set(who, (bucket.get(who) ?? 0) + counted);
    }
    return kept;
  }

  /** Everything the ledger expects about one user, for the analytics check. */
  expectedFor(userId) {
    let projectViews = 0;
    let downloads = 0;
    let projectsUploaded = 0;
    let likesGiven = 0;
    let commentsGiven = 0;
    let otherProjectsViewed = 0;
    let otherProfilesViewed = 0;
    const me = `user:${userId}`;
    for (const p of this.projects.values()) {
      if (p.ownerId === userId) {
        projectsUploaded += 1;
        downloads += p.downloads;
        for (const n of p.views.values()) projectViews += n;
      }
      if (p.likes.has(userId)) likesGiven += 1;
      for (const author of p.comments.values()) if (author === userId) commentsGiven += 1;
      otherProjectsViewed += p.views.get(me) ?? 0;
    }
    for (const [profileId, views] of this.profileViews) {
      if (profileId !== userId) otherProfilesViewed += views.get(me) ?? 0;
    }
    let portfolioViews = 0;
    for (const n of this.profileViews.get(userId)?.values() ?? []) portfolioViews += n;
    return {
      portfolioViews,
      projectViews,
      downloads,
      projectsUploaded,
      likesGiven,
      commentsGiven,
      otherProjectsViewed,
      otherProfilesViewed,
    };
  }

  /** Totals over the run, for the summary. */
  totals() {
    let likesOn = 0;
    let comments = 0;
    let projectViews = 0;
    let profileViews = 0;
    for (const p of this.projects.values()) {
      likesOn += p.likes.size;
      comments += p.comments.size;
      for (const n of p.views.values()) projectViews += n;
    }
    for (const v of this.profileViews.values()) for (const n of v.values()) profileViews += n;
    return {
      users: this.users.size,
      projects: this.projects.size,
      follows: this.follows.size,
      likesOn,
      comments,
      projectViews,
      profileViews,
      downloads: this.downloadTotal,
    };
  }
}

export const sumValues = (map) => {
  let n = 0;
  for (const v of map.values()) n += v;
  return n;
};
