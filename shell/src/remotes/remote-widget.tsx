import { use } from 'react';
import type { RemoteKey } from '@stackfolio/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { getRemoteModule, loadedRemoteModule } from './remote-loader';

function RemoteWidgetContent({ remote, widget, props }: RemoteWidgetProps) {
  const widgets = loadedRemoteModule(remote, 'widgets') ?? use(getRemoteModule(remote, 'widgets'));
  const Widget = widgets[widget];
  if (!Widget) throw new Error(`The ${remote} remote has no widget "${widget}".`);
  return <Widget {...props} />;
}

interface RemoteWidgetProps {
  remote: RemoteKey;
  widget: string;
  props?: Record<string, unknown>;
}

/** Mounts one dashboard widget exposed by a remote, isolated like a page. */
export function RemoteWidget(props: RemoteWidgetProps) {
  return (
    <RemoteBoundary remote={props.remote} variant="widget">
      <RemoteWidgetContent {...props} />
    </RemoteBoundary>
  );
}
