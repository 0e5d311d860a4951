import { ConnectionError } from 'sequelize';

export type CircuitState = 'closed' | 'open';

/**
 * A tiny circuit breaker for the database connection. When opening a new connection fails, the
 * database is "known down" for `cooldownMs`: every request that needs a connection fails at once
 * (503 through the error handler) instead of waiting for its own connect timeout. After the
 * cooldown, requests may try again; the first successful connect closes the circuit.
 */
export class DbCircuitBreaker {
  private retryAt = 0;
  private listeners: Array<(state: CircuitState, cause?: unknown) => void> = [];

  constructor(private readonly cooldownMs: number) {}

  get state(): CircuitState {
    return this.retryAt === 0 ? 'closed' : 'open';
  }

  /** Called with each change of state (open on a failed connect, closed on a successful one). */
  onChange(listener: (state: CircuitState, cause?: unknown) => void): void {
    this.listeners.push(listener);
  }

  /** The error requests get while the circuit is open (a ConnectionError: 503 in the error handler). */
  static openError(): ConnectionError {
    const cause = Object.assign(
      new Error('The database is unreachable (recent connection attempts failed)'),
      {
        code: 'ECIRCUITOPEN',
      },
    );
    return new ConnectionError(cause);
  }

  /** Throws while the circuit is open and the cooldown runs. */
  check(): void {
    if (this.retryAt !== 0 && Date.now() < this.retryAt) throw DbCircuitBreaker.openError();
  }

  /** Calls `listener` once if the circuit opens; returns a function that cancels it. */
  onceOpen(listener: () => void): () => void {
    const wrapped = (state: CircuitState) => {
      if (state === 'open') {
        off();
        listener();
      }
    };
    const off = () => {
      this.listeners = this.listeners.filter((l) => l !== wrapped);
    };
    this.listeners.push(wrapped);
    return off;
  }

  recordFailure(cause: unknown): void {
    const wasClosed = this.retryAt === 0;
    this.retryAt = Date.now() + this.cooldownMs;
    if (wasClosed) this.emit('open', cause);
  }

  recordSuccess(): void {
    if (this.retryAt === 0) return;
    this.retryAt = 0;
    this.emit('closed');
  }

  private emit(state: CircuitState, cause?: unknown): void {
    for (const listener of this.listeners) listener(state, cause);
  }
}
