import { HANDLE_MAX } from '@stackfolio/contract';

/**
 * Candidate handles for a base, in order: `ada`, `ada-2`, `ada-3`, … (cut so each fits in
 * HANDLE_MAX).
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
