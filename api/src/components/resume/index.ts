export { resumeRouter } from './resume.router';
