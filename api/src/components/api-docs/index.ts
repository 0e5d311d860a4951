export { apiDocsRouter } from './api-docs.router';
