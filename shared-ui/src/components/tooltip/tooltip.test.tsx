import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => new Response('', { status: 401 }));
  });
  afterEach(() => jest.useRealTimers());

  it('uses the spec delays (700 ms, skip 300 ms)', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('opens on keyboard focus, describes the control and closes with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <Tooltip label="Remove tag react">
        <button type="button" aria-label="Remove tag react">
          ×
        </button>
      </Tooltip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Remove tag react');
    expect(screen.getByRole('button', { name: 'Remove tag react' })).toHaveAccessibleDescription(
      'Remove tag react',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover only after the 700 ms delay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <TooltipProvider>
        <Tooltip label="On GitHub">
          <a href="https://github.com/x">G</a>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('On GitHub');
  });

  it('opens the next tooltip of a group at once within the skip delay, and not after it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <TooltipProvider>
        <Tooltip label="On GitHub">
          <a href="https://github.com/x">G</a>
        </Tooltip>
        <Tooltip label="On GitLab">
          <a href="https://gitlab.com/x">L</a>
        </Tooltip>
      </TooltipProvider>,
    );
    const [github, gitlab] = screen.getAllByRole('link');
    await user.hover(github);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('On GitHub');

    await user.unhover(github);
    await user.hover(gitlab);
    expect(screen.getByRole('tooltip')).toHaveTextContent('On GitLab');

    await user.unhover(gitlab);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    await user.hover(github);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays closed when the control is pressed, and closes when it was open', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pressed = jest.fn();
    renderWithProviders(
      <Tooltip label="Copy link">
        <button type="button" aria-label="Copy link" onClick={pressed}>
          ⧉
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Copy link' });
    await user.hover(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();

    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
