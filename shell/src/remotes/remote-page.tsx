import { use } from 'react';
import type { RemoteKey } from '@stackfolio/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { getRemoteModule, loadedRemoteModule } from './remote-loader';
import { usePreloadedPages } from './preloaded-remotes';

function RemotePageContent({ remote, page }: { remote: RemoteKey; page: string }) {
  // The server hands the module in; the browser reads it once loaded, else suspends until it is
  // (when hydrating, the server's markup stays meanwhile). `use` may be called conditionally.
  const pages =
    usePreloadedPages(remote) ??
    loadedRemoteModule(remote, 'routes') ??
    use(getRemoteModule(remote, 'routes'));
  const Page = pages[page];
  if (!Page) throw new Error(`The ${remote} remote has no page "${page}".`);
  return <Page />;
}

/** Mounts one page exposed by a remote, isolated by its own boundary. */
export function RemotePage({ remote, page }: { remote: RemoteKey; page: string }) {
  return (
    <RemoteBoundary remote={remote} key={remote}>
      <RemotePageContent remote={remote} page={page} />
    </RemoteBoundary>
  );
}
