export { adminRouter } from './admin.router';
