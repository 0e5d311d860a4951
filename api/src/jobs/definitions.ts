import type { Logger } from 'pino';
import { exponentialBackoff } from './backoff';
import type { JobDefinition, JobRun } from './types';

const DEFAULT_ATTEMPTS = 5;
const defaultBackoff = exponentialBackoff();

/** How a run ended, as every backend needs to know it. */
export type Outcome =
  | { ok: true }
  /** `retryInMs` null: failed for good (no attempts left, or a payload no retry can fix). */
  | { ok: false; error: string; retryInMs: number | null };

/** The kinds of job of one engine, and running one of them; shared by both backends. */
export function createDefinitions(logger: Logger) {
  const kinds = new Map<string, JobDefinition<unknown>>();

  return {
    define<P>(name: string, definition: JobDefinition<P>) {
      if (kinds.has(name)) throw new Error(`job "${name}" is defined twice`);
      kinds.set(name, definition as JobDefinition<unknown>);
    },
    names: () => [...kinds.keys()],
    has: (name: string) => kinds.has(name),
    attemptsOf: (name: string) => kinds.get(name)?.attempts ?? DEFAULT_ATTEMPTS,
    backoffOf: (name: string) => kinds.get(name)?.backoff ?? defaultBackoff,

    /** Checks the payload, runs the handler and logs a failure; never throws. */
    async execute(payload: unknown, run: JobRun, maxAttempts: number): Promise<Outcome> {
      const kind = kinds.get(run.name);
      if (!kind) return { ok: false, error: `no job named "${run.name}"`, retryInMs: null };
      const parsed = kind.schema.safeParse(payload);
      if (!parsed.success) {
        const error = `invalid payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'} ${i.message}`).join('; ')}`;
        logger.error(
          { job: run.name, jobId: run.id, reason: error },
          'job failed: invalid payload',
        );
        return { ok: false, error, retryInMs: null };
      }
      try {
        await kind.handler(parsed.data, run);
        return { ok: true };
      } catch (err) {
        const e = err as { code?: string; message?: string };
        const error = [e?.code, e?.message ?? String(err)].filter(Boolean).join(': ');
        const fields = { job: run.name, jobId: run.id, ...kind.logFields?.(parsed.data) };
        const reason = { code: e?.code, message: e?.message };
        if (run.attempt >= maxAttempts) {
          logger.error({ ...fields, reason }, kind.messages?.gaveUp ?? 'job failed; giving up');
          return { ok: false, error, retryInMs: null };
        }
        const retrying = kind.messages?.retrying ?? 'job failed; retrying';
        logger.warn({ ...fields, reason, attempt: run.attempt }, retrying);
        return { ok: false, error, retryInMs: (kind.backoff ?? defaultBackoff)(run.attempt) };
      }
    },
  };
}

export type Definitions = ReturnType<typeof createDefinitions>;
