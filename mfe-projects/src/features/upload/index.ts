// The upload feature's public surface: the project URL rule the edit form shares.
export { projectUrlSchema } from './upload-schema';
