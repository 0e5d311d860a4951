/**
 * A bound on image jobs running at once: decoding and encoding a large photo takes a core for a
 * second or more, so ten uploads at once wait their turn here instead of starving the API.
 */
export function createJobLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await job();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    get pending() {
      return running + waiting.length;
    },
  };
}
