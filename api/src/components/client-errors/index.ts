export { clientErrorsRouter } from './client-errors.router';
