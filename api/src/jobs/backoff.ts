/** Waits of `baseMs`, 2×, 4×, … capped at `maxMs`, each shortened by up to a fifth at random. */
export function exponentialBackoff(baseMs = 2_000, maxMs = 10 * 60_000) {
  return (attempt: number): number => {
    const wait = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(wait * (0.8 + Math.random() * 0.2));
  };
}

/** Fixed waits, one per retry (the last one repeats). */
export const fixedBackoff =
  (delaysMs: number[]) =>
  (attempt: number): number =>
    delaysMs[Math.min(attempt, delaysMs.length) - 1] ?? 0;
