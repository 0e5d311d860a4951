export { IMAGE_JOB_LIMIT, IMAGE_PIPELINE_MESSAGES, type ImageKind } from './image-rules';
export {
  imageKeyCandidates,
  imageKeys,
  parseImageInfo,
  toImageResponse,
  type ImageInfo,
} from './image-variants';
export { removeImage, storeImage, type StoredImage } from './image-store';
