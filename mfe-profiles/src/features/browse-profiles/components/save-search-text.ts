/** What "Save this search" says; its button, its dialog and their tests read these. */
export const SAVE_SEARCH_TEXT = {
  button: 'Save this search',
  title: 'Save this search',
  description: 'Profiles that newly match it can be e-mailed to you.',
  name: 'Name',
  frequency: 'E-mail me new matches',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Search saved. Manage it in Settings.',
  manage: 'Manage saved searches in Settings',
  failed: 'The search could not be saved',
} as const;
