/** Test helpers other packages' tests build on (`@stackfolio/api/testing`). */
export * from './test-app';
export * from './projects';
export { ID_VALUES, SCRIPT, SQL, TRAVERSAL } from '../security/hostile-payloads';
