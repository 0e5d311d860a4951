import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { RemotePage } from './remote-page';
import { forgetRemote, getRemoteModule } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../app/runtime-config', () => ({
  loadRuntimeConfig: async () => ({ remotes: { profiles: '/remotes/profiles/mf-manifest.json' } }),
  reloadRuntimeConfig: async () => ({ remotes: {} }),
}));

const PROFILES = { default: { browse: () => <h1>Browse Professional Profiles</h1> } };
const loading = () => screen.queryByRole('status', { name: 'Loading Profiles' });
const heading = () => screen.queryByRole('heading', { name: 'Browse Professional Profiles' });

describe('RemotePage', () => {
  afterEach(() => forgetRemote('profiles'));

  it('shows the loading state until the remote has loaded, then its page', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      renderWithProviders(<RemotePage remote="profiles" page="browse" />);
    });
    expect(loading()).toBeInTheDocument();
    expect(heading()).not.toBeInTheDocument();
    await act(async () => arrive(PROFILES));
    expect(heading()).toBeInTheDocument();
  });

  it('mounts a page of a remote that has already loaded in its first render: no loading state', async () => {
    jest.mocked(loadRemote).mockResolvedValue(PROFILES);
    // A navigation waits for the remote before showing its page (useSettledLocation).
    await getRemoteModule('profiles', 'routes');
    renderWithProviders(<RemotePage remote="profiles" page="browse" />);
    expect(loading()).not.toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
  });
});
