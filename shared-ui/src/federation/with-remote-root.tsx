import type { ComponentType } from 'react';
import styled from 'styled-components';

// A class, not a style attribute: the page's CSP refuses style attributes in server-rendered HTML.
const RemoteRoot = styled.div`
  display: contents;
`;

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
      <RemoteRoot data-remote={remote} data-release={release ?? 'dev'}>
        <Component {...props} />
      </RemoteRoot>
    );
    Wrapped.displayName = `${remote}(${id})`;
    wrapped[id] = Wrapped;
  }
  return wrapped as T;
}
