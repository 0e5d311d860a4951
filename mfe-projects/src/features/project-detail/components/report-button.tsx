import { lazy, Suspense, useState } from 'react';
import type { ReportType } from '@stackfolio/contract';
import { Button, type ButtonVariant } from '@stackfolio/shared-ui';

// The dialog (Radix) loads when someone first asks to report, not with the page.
const ReportDialog = lazy(() =>
  import('@stackfolio/shared-ui/dialog').then((m) => ({ default: m.ReportDialog })),
);

/** "Report" and its dialog (POST /api/reports), for a signed-in person who does not own the item. */
export function ReportButton({
  type,
  id,
  what,
  label,
  variant = 'ghost',
  className,
}: {
  type: ReportType;
  id: number;
  /** What the dialog's title names: "this project", "Ada Lovelace's comment". */
  what: string;
  /** The button's accessible name when "Report" alone is ambiguous (one per comment). */
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it runs as Radix closes a dialog.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        $variant={variant}
        className={className}
        aria-label={label}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Report
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} type={type} id={id} what={what} />
        </Suspense>
      )}
    </>
  );
}
