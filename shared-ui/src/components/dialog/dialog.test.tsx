import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Dialog } from './dialog';

function Harness({ strict }: { strict?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Recent Reactions"
      dismissOnlyWithButton={strict}
    >
      <p>body</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closes on Escape by default', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Recent Reactions' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape when dismissOnlyWithButton is set, but its close button works', async () => {
    renderWithProviders(<Harness strict />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Recent Reactions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
