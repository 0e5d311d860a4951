export { uploadedImages } from './uploads.router';
