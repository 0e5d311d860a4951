// The upload feature's public surface: the project URL and content rules the edit form shares.
export { contentFields, projectUrlSchema } from './upload-schema';
