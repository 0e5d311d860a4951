import { profilePath } from '@stackfolio/contract';
import { toast } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';

/** The public profile a shared resume points to: origin plus `/@handle`. */
function resumeShareUrl(user: { id: number; handle?: string | null }): string {
  return `${window.location.origin}${profilePath(user)}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Shares the resume link with the device's share sheet when there is one; otherwise (or when
 * the share sheet fails for a reason other than the user closing it) copies the link.
 */
export async function shareResume({
  userId,
  handle,
  name,
}: {
  userId: number;
  handle?: string | null;
  name: string;
}): Promise<void> {
  const url = resumeShareUrl({ id: userId, handle });
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: `${name} – Resume`,
        text: `${name}'s resume and portfolio on Stackfolio`,
        url,
      });
      return;
    } catch (error) {
      if (isAbort(error)) return;
      console.warn('Web Share failed; copying the link instead.', error);
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ ...MESSAGES.linkCopied, variant: 'success' });
  } catch (error) {
    console.warn('Copying the resume link failed.', error);
    toast({ ...MESSAGES.copyFailed, variant: 'destructive' });
  }
}
