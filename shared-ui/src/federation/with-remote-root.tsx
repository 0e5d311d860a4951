import type { ComponentType } from 'react';

/**
 * Wraps each exposed component so the DOM says which remote, at which release, rendered it
 * (`data-remote`, `data-release`). Operators and the e2e suite use it to see which build is live;
 * `display: contents` keeps it out of the layout.
 */
export function withRemoteRoot<T extends Record<string, ComponentType<any>>>(
  remote: string,
  release: string | undefined,
  components: T,
): T {
  const wrapped: Record<string, ComponentType<any>> = {};
  for (const [id, Component] of Object.entries(components)) {
    const Wrapped = (props: Record<string, unknown>) => (
      <div data-remote={remote} data-release={release ?? 'dev'} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
    Wrapped.displayName = `${remote}(${id})`;
    wrapped[id] = Wrapped;
  }
  return wrapped as T;
}
