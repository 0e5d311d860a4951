/** Upload limits and messages of SPEC §5/§9, in one place for the code and its tests. */
export const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  file: 50 * MB,
  image: 10 * MB,
  avatar: 10 * MB,
  headerImage: 10 * MB,
} as const;

export type UploadField = keyof typeof UPLOAD_LIMITS;

export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const UPLOAD_MESSAGES = {
  tooLarge: (field: UploadField) =>
    field === 'file'
      ? 'File is too large: the project file may be at most 50 MB'
      : 'Image is too large: images may be at most 10 MB',
  badImage: 'Unsupported image type: please upload a PNG, JPEG, GIF or WebP image',
  badFile: 'Unsupported file type: please upload a PDF, DOC, DOCX, ZIP, TXT or JSON file',
  badJson: 'The JSON file is not valid JSON',
  badText: 'Text files must be UTF-8 encoded text',
  missingRequired:
    'Missing required fields: Please provide a title and either a file to upload or a project URL.',
} as const;
