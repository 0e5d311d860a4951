import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { RemoteBoundary } from './remote-boundary';

let remoteIsDown = true;
function FlakyRemotePage() {
  if (remoteIsDown) {
    throw new Error('Loading script failed: /remotes/profiles/remoteEntry.js');
  }
  return <h1>Browse Professional Profiles</h1>;
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () =>
      jsonResponse({ remotes: { profiles: '/remotes/profiles/mf-manifest.json' } }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows "unavailable" with Retry when the remote fails, keeping what is around it, and reports it', async () => {
    remoteIsDown = true;
    renderWithProviders(
      <>
        <header>Top bar</header>
        <RemoteBoundary remote="profiles">
          <FlakyRemotePage />
        </RemoteBoundary>
        <footer>© 2025</footer>
      </>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Profiles is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
    expect(screen.getByText('© 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({
        method: 'POST',
        body: expect.stringContaining('"remote":"profiles"'),
      }),
    );
  });

  it('renders the remote again after Retry once it is back', async () => {
    remoteIsDown = true;
    renderWithProviders(
      <RemoteBoundary remote="profiles">
        <FlakyRemotePage />
      </RemoteBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    remoteIsDown = false;
    await userEvent.click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Browse Professional Profiles' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is unavailable/)).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/mf-config.json', expect.anything());
  });
});
