import type { ComponentType } from 'react';
import styled from 'styled-components';
import { REMOTES, type RemoteKey, type RemotePage } from '@stackfolio/contract';
import type { RemotePages } from './contracts';

// A class, not a style attribute: the page's CSP refuses style attributes in server-rendered HTML.
const RemoteRoot = styled.div`
  display: contents;
`;

/**
 * Wraps each exposed component so the DOM says which remote (its federation name), at which
 * release, rendered it (`data-remote`, `data-release`). Operators and the e2e suite use it to see
 * which build is live; `display: contents` keeps it out of the layout.
 */
export function withRemoteRoot<T extends Record<string, ComponentType<any>>>(
  key: RemoteKey,
  release: string | undefined,
  components: T,
): T {
  const remote = REMOTES[key].federationName;
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

/**
 * A remote's `./routes` map: exactly the pages the registry says it owns (a missing or unknown
 * page id does not compile), each wrapped by withRemoteRoot.
 */
export function remotePages<K extends RemoteKey>(
  key: K,
  release: string | undefined,
  pages: Record<RemotePage<K>, ComponentType>,
): RemotePages {
  return withRemoteRoot(key, release, pages);
}
