import { apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';

export const toastUpdated = () => toast({ title: SAVED_SEARCH_TEXT.updated, variant: 'success' });

/** A refusal with the server's own message (a name too long, a search already gone). */
export const toastFailed = (title: string, error: Error) =>
  toast({
    title,
    description: apiErrorMessage(error, SAVED_SEARCH_TEXT.retry),
    variant: 'destructive',
  });
