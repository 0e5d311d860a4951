import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';

// The dialog (Radix) loads when someone first asks to report, not with the page.
const ReportDialog = lazy(() =>
  import('@stackfolio/shared-ui/dialog').then((m) => ({ default: m.ReportDialog })),
);

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** "Report profile" and its dialog (POST /api/reports), for a signed-in visitor. */
export function ReportProfile({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it runs as Radix closes a dialog.
  const [asked, setAsked] = useState(false);
  return (
    <Row>
      <Button
        $variant="ghost"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Report profile
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            type="profile"
            id={userId}
            what={`${name}'s profile`}
          />
        </Suspense>
      )}
    </Row>
  );
}
