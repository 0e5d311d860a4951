/**
 * A file that cannot be previewed: not what its name says, malformed, or over a cap. `reason` says
 * why in words a person (or a log) can read; the page shows PROJECT_CONTENT_MESSAGES.noPreview.
 */
export class NoPreviewError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`No preview: ${reason}`);
    this.name = 'NoPreviewError';
    this.reason = reason;
  }
}
