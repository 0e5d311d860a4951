import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { toast } from './toast-store';

describe("toasts raised with toast(), shown by the providers' Toaster (docs/product.md §9)", () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast({
        title: 'Project deleted',
        description: 'Your project has been deleted successfully.',
      });
    });
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Upload failed', variant: 'destructive' });
    });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('Project deleted')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('closes after 5 seconds', async () => {
    jest.useFakeTimers();
    renderWithProviders(<p>page</p>);
    act(() => {
      toast({ title: 'Comment added' });
    });
    expect(screen.getByText('Comment added')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5100);
    });
    expect(screen.queryByText('Comment added')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
