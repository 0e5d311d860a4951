import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../../config';
import { countryOfIp } from './country';

/** Hits of the same visitor on the same target within this window count once. */
export const DEDUPE_WINDOW_MS = 30 * 60_000;

/**
 * A visitor key under a salt that changes every UTC day, so unique visitors can be counted
 * without storing raw IPs, and keys cannot be linked across days. A signed-in viewer is one
 * visitor whatever network or browser they use; anonymous visitors are told apart by IP and user
 * agent (two colleagues behind one office NAT stay two visitors once signed in).
 */
export function visitorKey(
  secret: string,
  who: { userId: number | null; ip: string; userAgent: string },
  now = new Date(),
): string {
  const day = now.toISOString().slice(0, 10);
  const salt = createHmac('sha256', secret).update(`visitor-salt:${day}`).digest();
  const identity = who.userId !== null ? `user:${who.userId}` : `anon:${who.ip}\n${who.userAgent}`;
  return createHmac('sha256', salt).update(identity).digest('hex');
}

/** Reduces a referrer URL to its host; 'Direct' when missing, invalid or from this site. */
export function referrerHost(referrer: string | null | undefined, ownHosts: string[]): string {
  if (!referrer) return 'Direct';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Direct';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.includes(host) ? 'Direct' : host.slice(0, 255);
  } catch {
    return 'Direct';
  }
}

/**
 * The visitor's ISO country: a proxy's country header wins when configured (its CDN knows best);
 * else the client address (behind TRUST_PROXY, from X-Forwarded-For) is looked up in the embedded
 * database; '' when neither knows.
 */
export function countryOf(req: Request, config: Config): string {
  const raw = config.countryHeader ? (req.get(config.countryHeader) ?? '') : '';
  return /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : countryOfIp(req.ip);
}

/** What the server knows about a view, independent of what the client claims. */
export function viewContext(req: Request, config: Config, bodyReferrer: string | null | undefined) {
  const userAgent = (req.get('user-agent') ?? '').slice(0, 500);
  const ownHosts = [new URL(config.publicUrl).hostname, req.hostname].map((h) =>
    h.toLowerCase().replace(/^www\./, ''),
  );
  const viewerUserId = req.user?.id ?? null;
  return {
    viewerUserId,
    visitorKey: visitorKey(config.sessionSecret, {
      userId: viewerUserId,
      ip: req.ip ?? '',
      userAgent,
    }),
    // An empty body referrer means "none sent", so the request's own Referer header still counts.
    referrer: referrerHost(bodyReferrer || req.get('referer'), ownHosts),
    country: countryOf(req, config),
    city: '',
    userAgent,
  };
}
