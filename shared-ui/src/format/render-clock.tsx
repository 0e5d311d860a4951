import { createContext, useContext, type ReactNode } from 'react';
import { timeAgo } from './format';

/**
 * The moment a server-rendered page was rendered, or null for the real clock. The server renders
 * every relative time ("Joined 2 minutes ago") against the one moment it sends with the page, and
 * the browser hydrates against that same moment: React refuses text that differs, and an area
 * rendered a second after the page started (its remote or data was slow) could otherwise cross a
 * minute boundary. Per render, not a global, since one server renders many pages at once.
 */
const RenderClockContext = createContext<number | null>(null);

export function RenderClockProvider({
  now,
  children,
}: {
  now: number | null;
  children: ReactNode;
}) {
  return <RenderClockContext.Provider value={now}>{children}</RenderClockContext.Provider>;
}

/** `timeAgo` bound to the page's clock: the render's moment while it is set, else the real clock. */
export function useTimeAgo(): (date: string | number | Date) => string {
  const now = useContext(RenderClockContext);
  return (date) => timeAgo(date, now ?? Date.now());
}
