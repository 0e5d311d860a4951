export { reportClientError } from './report-client-error';
export type { ClientErrorReport } from './report-client-error';
