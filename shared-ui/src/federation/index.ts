export { REMOTES } from './contracts';
export type {
  MfConfig,
  RemoteKey,
  RemotePages,
  RemoteRoutesModule,
  RemoteWidgets,
  RemoteWidgetsModule,
} from './contracts';
export { withRemoteRoot } from './with-remote-root';
