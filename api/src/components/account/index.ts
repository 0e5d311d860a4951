export { accountRouter } from './account.router';
