import { ApiError, apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { sendToSignIn } from './send-to-sign-in';

interface SaveWithFeedbackOptions<T> {
  /** The mutation, e.g. `() => create.mutateAsync(values)`. */
  save: () => Promise<T>;
  /** Where the upload progress goes: `startProgress` first, null once the save settles. */
  setProgress: (progress: number | null) => void;
  startProgress: number | null;
  success: { title: string; description: string };
  /** Runs after the success toast with the saved answer, e.g. to leave the page or clear the form. */
  onSuccess: (saved: T) => void;
  failureTitle: string;
  /** The failure toast's text when the API gives no message of its own. */
  failureFallback: (error: unknown) => string;
}

/**
 * Runs a project save (upload or edit) and tells the person how it went: a success toast, or for
 * an expired session (401) the sign-in redirect, else a failure toast with the API's message.
 */
export async function saveWithFeedback<T>({
  save,
  setProgress,
  startProgress,
  success,
  onSuccess,
  failureTitle,
  failureFallback,
}: SaveWithFeedbackOptions<T>): Promise<void> {
  setProgress(startProgress);
  try {
    const saved = await save();
    toast({ ...success, variant: 'success' });
    onSuccess(saved);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sendToSignIn();
    else
      toast({
        title: failureTitle,
        description: apiErrorMessage(error, failureFallback(error)),
        variant: 'destructive',
      });
  } finally {
    setProgress(null);
  }
}
