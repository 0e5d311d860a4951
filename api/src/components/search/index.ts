export { searchRouter } from './search.router';
