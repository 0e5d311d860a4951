import { HANDLE_MAX } from '@stackfolio/contract';

/**
 * Candidate handles for a base, in order: `ada`, `ada-2`, `ada-3`, … (cut so each fits in
 * HANDLE_MAX). Shared by the migration's backfill and sign-up.
 */
export function handleCandidates(base: string, from: number, count: number): string[] {
  const list: string[] = [];
  for (let n = from; n < from + count; n++) {
    if (n === 1) {
      list.push(base);
      continue;
    }
    const suffix = `-${n}`;
    const stem = base.slice(0, HANDLE_MAX - suffix.length).replace(/-+$/, '');
    list.push(`${stem}${suffix}`);
  }
  return list;
}

/** The first candidate for `base` that `isTaken` does not claim (synchronous, for a known set). */
export function firstFree(base: string, isTaken: (handle: string) => boolean): string {
  for (let from = 1; ; from += 50) {
    const free = handleCandidates(base, from, 50).find((h) => !isTaken(h));
    if (free) return free;
  }
}
