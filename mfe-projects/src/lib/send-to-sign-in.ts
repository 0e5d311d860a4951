import {
  SIGN_IN_REDIRECT_DELAY_MS,
  SIGN_IN_URL,
  SIGNED_OUT_TOAST,
  toast,
} from '@stackfolio/shared-ui';

/**
 * For a session that expires while a form is open (the API answers 401 on submit): the same
 * 'Unauthorized' toast and 500 ms redirect to /api/login as shared-ui's useSignInRequired (docs/product.md §4, §8).
 */
export function sendToSignIn(): void {
  toast({ ...SIGNED_OUT_TOAST, variant: 'destructive' });
  setTimeout(() => {
    window.location.href = SIGN_IN_URL;
  }, SIGN_IN_REDIRECT_DELAY_MS);
}
