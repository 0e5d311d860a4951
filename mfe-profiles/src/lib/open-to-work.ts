import type { OpenToWork } from '@stackfolio/contract';

/** The details worth showing: set, and the person is open or casually looking (not 'closed'). */
export function lookingForWork(openToWork: OpenToWork | null | undefined): OpenToWork | null {
  return openToWork && openToWork.status !== 'closed' ? openToWork : null;
}

// A calendar day, not an instant: read and shown in UTC so no time zone moves it a day, and the
// server-rendered text matches the browser's.
const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-03-01' → 'March 1, 2026'. */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
