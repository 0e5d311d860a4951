import type { PortfolioViewRequest, ProjectViewRequest } from '@stackfolio/contract';
import { apiSend } from '../api-client';

/** docs/product.md §9: one view per key every 5000 ms. */
export const VIEW_TRACKING_THROTTLE_MS = 5000;

/** A view payload (docs/product.md §3) without its target: the same details for both calls. */
type VisitDetails = Omit<PortfolioViewRequest, 'userId'> & Omit<ProjectViewRequest, 'projectId'>;

const lastSentAt = new Map<string, number>();

/**
 * What the browser can say about this visit, with the fields the server fills in (IP, country,
 * city) left empty.
 */
function visitDetails(viewerUserId: number | null | undefined): VisitDetails {
  return {
    viewerUserId: viewerUserId ?? null,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    ipAddress: '',
    country: '',
    city: '',
  };
}

/** True when `key` was not sent in the last VIEW_TRACKING_THROTTLE_MS, and marks it as sent now. */
function claim(key: string): boolean {
  const now = Date.now();
  const last = lastSentAt.get(key);
  if (last !== undefined && now - last < VIEW_TRACKING_THROTTLE_MS) return false;
  lastSentAt.set(key, now);
  return true;
}

async function send(url: string, body: PortfolioViewRequest | ProjectViewRequest): Promise<void> {
  try {
    await apiSend('POST', url, body);
  } catch {
    // docs/product.md §7: view tracking is silent; a failed record must never disturb the page.
  }
}

/**
 * Records a visit of a public profile (POST /api/analytics/portfolio-view), at most once per
 * profile and viewer every 5 s; failures are silent. Callers skip the owner (docs/product.md §6).
 * Resolves once the request settled (or at once when throttled); it never rejects.
 */
export function trackPortfolioView(userId: number, viewerUserId?: number | null): Promise<void> {
  if (!claim(`portfolio:${userId}:${viewerUserId ?? 'anonymous'}`)) return Promise.resolve();
  return send('/api/analytics/portfolio-view', { userId, ...visitDetails(viewerUserId) });
}

/**
 * Records a view of a project (POST /api/analytics/project-view), with the same throttle and
 * silence as trackPortfolioView. Callers skip the project's owner.
 */
export function trackProjectView(projectId: number, viewerUserId?: number | null): Promise<void> {
  if (!claim(`project:${projectId}:${viewerUserId ?? 'anonymous'}`)) return Promise.resolve();
  return send('/api/analytics/project-view', { projectId, ...visitDetails(viewerUserId) });
}

/** Forgets every throttle window (for tests; the app never needs it). */
export function resetViewTracking(): void {
  lastSentAt.clear();
}
