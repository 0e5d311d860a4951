export type {
  MfConfig,
  HeadContext,
  PrefetchContext,
  RemoteHead,
  RemotePrefetch,
  RemoteKey,
  RemotePages,
  RemoteRoutesModule,
  RemoteWidgets,
  RemoteWidgetsModule,
} from './contracts';
export { remotePages, withRemoteRoot } from './with-remote-root';
