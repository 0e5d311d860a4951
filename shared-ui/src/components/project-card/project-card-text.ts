/** What a project card says and shows the same way on every list of projects. */
export const PROJECT_CARD_TEXT = {
  /** The byline of a project whose author has no name. */
  anonymousAuthor: 'Anonymous User',
} as const;

/** Tags shown on a card; the rest are on the project's page. */
export const PROJECT_CARD_TAG_LIMIT = 3;

/** Cards are 280–300 px and up in an auto-fill grid: one column on phones, up to four on a desktop. */
export const PROJECT_CARD_IMAGE_SIZES =
  '(max-width: 700px) calc(100vw - 32px), (max-width: 1100px) 45vw, 380px';
