/** @stackfolio/shared-ui: the design system, API client, query defaults and auth context. */
export * from './api-client';
export * from './auth';
export * from './components';
export * from './errors';
export * from './federation';
export * from './feedback';
export * from './format';
export * from './query';
export * from './theme';
export type * from './types';
export { AppProviders } from './providers';
export { StandaloneApp } from './standalone/standalone-app';
export * from './analytics';
export * from './hooks';
export * from './download';
export { cspNonce } from './csp-nonce';
