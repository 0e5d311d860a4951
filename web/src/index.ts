export { frontEndRouter } from './front-end';
