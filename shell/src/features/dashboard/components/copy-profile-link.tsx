import { useEffect, useRef, useState } from 'react';
import { profilePath } from '@stackfolio/contract';
import { Button, toast } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { COPY_CONFIRMATION_MS, MESSAGES } from '../../../constants';

/**
 * Copies the site origin plus the profile's address, `/@handle` (`/profile/{id}` without one);
 * the button reads 'Copied!' for 2 seconds (docs/product.md §2, §4, §8 clipboard toasts).
 */
export function CopyProfileLink({ user }: { user: { id: number; handle?: string | null } }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(`${window.location.origin}${profilePath(user)}`);
      setCopied(true);
      toast({ title: MESSAGES.linkCopied, variant: 'success' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error('Copying the profile link failed', error);
      toast({ ...MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <Tooltip label="Copy your public profile's address">
      <Button $variant="secondary" onClick={copy}>
        {copied ? 'Copied!' : 'Copy Profile Link'}
      </Button>
    </Tooltip>
  );
}
