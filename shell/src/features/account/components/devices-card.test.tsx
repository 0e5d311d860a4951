import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { DevicesCard } from './devices-card';

const now = new Date().toISOString();
const laptop = {
  id: 's_aaa',
  kind: 'browser',
  browser: 'Firefox 128',
  os: 'Windows 10',
  country: 'DE',
  lastActiveAt: now,
  signedInAt: now,
  current: true,
};
const phone = {
  ...laptop,
  id: 's_bbb',
  browser: 'Safari 17',
  os: 'iOS 17.5',
  country: null,
  current: false,
};
const script = {
  ...laptop,
  id: 't_7',
  kind: 'api-token',
  browser: 'curl 8',
  os: 'Unknown system',
  current: false,
};

describe('DevicesCard', () => {
  it('lists the devices with browser, system, place, last activity and "This device"', async () => {
    stubFetch({
      'GET /api/account/devices': () => jsonResponse({ devices: [laptop, phone, script] }),
    });
    renderWithProviders(<DevicesCard />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Firefox 128 on Windows 10This device');
    expect(rows[0]).toHaveTextContent(/Germany · Last active less than a minute ago/);
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17.5');
    expect(rows[2]).toHaveTextContent('API token on Unknown system');
  });

  it('announces the loading placeholder as a status until the list arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      'GET /api/account/devices': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<DevicesCard />);
    expect(await screen.findByRole('status', { name: 'Loading devices' })).toBeInTheDocument();
    answer(jsonResponse({ devices: [laptop] }));
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading devices' })).not.toBeInTheDocument();
  });

  it('signs out one device and shows the list the server answers with', async () => {
    const fetchMock = stubFetch({
      'GET /api/account/devices': () => jsonResponse({ devices: [laptop, phone] }),
      'DELETE /api/account/devices/s_bbb': () => jsonResponse({ devices: [laptop] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DevicesCard />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }));
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
    expect(screen.queryByText('Safari 17 on iOS 17.5')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/account/devices/s_bbb')).toHaveLength(1);
  });

  it('"Sign out everywhere else" is offered only when there are other devices', async () => {
    const fetchMock = stubFetch({
      'GET /api/account/devices': () => jsonResponse({ devices: [laptop, phone] }),
      'POST /api/account/devices/sign-out-others': () => jsonResponse({ devices: [laptop] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DevicesCard />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/account/devices/sign-out-others')).toHaveLength(1);
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    stubFetch({
      'GET /api/account/devices': () => jsonResponse({ message: 'Database unavailable' }, 503),
    });
    renderWithProviders(<DevicesCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
