import { lazy, Suspense, useState } from 'react';
import { Button } from '@stackfolio/shared-ui';
import { useContactStatus } from '../api/contact';

// The dialog (Radix) loads when Contact is pressed, not with the profile.
const ContactDialog = lazy(() =>
  import('./contact-dialog').then((m) => ({ default: m.ContactDialog })),
);

/**
 * "Contact" on someone else's profile, for a signed-in viewer whom the person's contact policy
 * lets in (and with no block either way); absent otherwise.
 */
export function ContactButton({ userId, name }: { userId: number; name: string }) {
  const status = useContactStatus(userId, true);
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it runs as Radix closes a dialog.
  const [asked, setAsked] = useState(false);
  if (!status.data?.allowed) return null;
  return (
    <>
      <Button
        $variant="secondary"
        aria-haspopup="dialog"
        aria-label={`Contact ${name}`}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Contact
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} userId={userId} name={name} />
        </Suspense>
      )}
    </>
  );
}
