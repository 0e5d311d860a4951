export { createPreviewPool, type PreviewPool } from './preview-pool';
export { previewsRouter } from './previews.router';
export {
  createPreviewsService,
  type PreviewAnswer,
  type PreviewsService,
} from './previews.service';
