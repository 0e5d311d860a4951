import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES } from '@stackfolio/contract';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { AdminPage } from '../../../pages/admin-page';
import { TEXT } from '../../../constants';
import { REPORTS, stubApi } from '../../../testing/admin-fixture';

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route: '/admin' },
  );
}

const region = (name: string) => screen.findByRole('region', { name });

/** The body of each POST to the moderation endpoint. */
const moderationBodies = (api: jest.Mock) =>
  api.mock.calls
    .filter(([input]) => String(input) === '/api/admin/moderation')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('the moderation queue on /admin', () => {
  it('shows the open reports count as a stat card', async () => {
    stubApi();
    renderAdmin();
    expect(await within(await region(TEXT.openReports)).findByText('2')).toBeInTheDocument();
  });

  it('lists each reported item with its content, owner, reporters and reasons', async () => {
    stubApi();
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    expect(await within(queue).findByText(/Project · 2 reports/)).toBeInTheDocument();
    expect(within(queue).getAllByRole('list', { name: TEXT.queue.items })).toHaveLength(1);
    expect(queue).toHaveTextContent('by Grace Hopper');
    expect(queue).toHaveTextContent('Compiler');
    expect(queue).toHaveTextContent(
      'Reported by Ada Lovelace: Plagiarism or stolen work — Copied from my repo',
    );
    expect(queue).toHaveTextContent('Reported by Katherine Johnson: Spam');
    for (const action of ['dismiss', 'hide', 'remove', 'suspend'] as const)
      expect(
        within(queue).getByRole('button', { name: `${TEXT.queue[action]}: Compiler` }),
      ).toBeInTheDocument();
  });

  it('asks for a reason before hiding, refuses an empty one, then sends the action', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/api/admin/moderation': () => jsonResponse({ message: MODERATION_MESSAGES.done.hide }),
    });
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    await user.click(await within(queue).findByRole('button', { name: 'Hide: Compiler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide: “Compiler”' });
    await user.click(within(dialog).getByRole('button', { name: TEXT.queue.hide }));
    expect(within(dialog).getByText(MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(moderationBodies(api)).toEqual([]);
    await user.type(within(dialog).getByLabelText(TEXT.queue.reason), 'Stolen artwork');
    await user.click(within(dialog).getByRole('button', { name: TEXT.queue.hide }));
    expect(await screen.findByText(MODERATION_MESSAGES.done.hide)).toBeInTheDocument();
    expect(moderationBodies(api)).toEqual([
      { type: 'project', id: 100, action: 'hide', reason: 'Stolen artwork' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suspends the owner’s account from a reported project', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/api/admin/moderation': () => jsonResponse({ message: MODERATION_MESSAGES.done.suspend }),
    });
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    await user.click(
      await within(queue).findByRole('button', { name: 'Suspend account: Compiler' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.queue.reason), 'Repeated abuse');
    await user.click(within(dialog).getByRole('button', { name: TEXT.queue.suspend }));
    await screen.findByText(MODERATION_MESSAGES.done.suspend);
    expect(moderationBodies(api)).toEqual([
      { type: 'profile', id: 12, action: 'suspend', reason: 'Repeated abuse' },
    ]);
  });

  it('shows the server’s message when an action is refused', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/admin/moderation': () =>
        jsonResponse({ message: MODERATION_MESSAGES.noOpenReports }, 409),
    });
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    await user.click(await within(queue).findByRole('button', { name: 'Dismiss: Compiler' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(TEXT.queue.reason), 'Fine');
    await user.click(within(dialog).getByRole('button', { name: TEXT.queue.dismiss }));
    expect(await screen.findByText(MODERATION_MESSAGES.noOpenReports)).toBeInTheDocument();
  });

  it('lists a hidden item without open reports with Restore, and no Dismiss', async () => {
    stubApi({
      '/api/admin/reports': () =>
        jsonResponse({
          openReports: 0,
          items: [
            {
              ...REPORTS.items[0],
              hidden: true,
              hiddenReason: 'Stolen artwork',
              reports: [],
            },
          ],
        }),
    });
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    expect(await within(queue).findByText(`${TEXT.queue.hidden}: Stolen artwork`)).toBeVisible();
    expect(within(queue).getByRole('button', { name: 'Restore: Compiler' })).toBeInTheDocument();
    expect(within(queue).queryByRole('button', { name: 'Dismiss: Compiler' })).toBeNull();
    expect(queue).not.toHaveTextContent('reports');
  });

  it('says so when there is nothing to moderate', async () => {
    stubApi({ '/api/admin/reports': () => jsonResponse({ items: [], openReports: 0 }) });
    renderAdmin();
    const queue = await region(TEXT.queue.title);
    expect(await within(queue).findByText(TEXT.queue.empty)).toBeInTheDocument();
  });
});

describe('the audit log on /admin', () => {
  it('lists admin actions newest first: who, what, on what, why and when', async () => {
    const api = stubApi();
    renderAdmin();
    const log = await region(TEXT.audit.title);
    const list = await within(log).findByRole('list', { name: TEXT.audit.list });
    const entries = within(list).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Root Admin hide project “Engine”');
    expect(entries[0]).toHaveTextContent('Reason: Stolen artwork');
    expect(entries[1]).toHaveTextContent(
      'command line (ops) grant-admin profile “Root Admin <root@example.com>”',
    );
    expect(api.mock.calls.map(([input]) => String(input))).toContain(
      '/api/admin/audit-log?page=1&limit=20',
    );
  });

  it('offers no way to change or delete an entry', async () => {
    stubApi();
    renderAdmin();
    const log = await region(TEXT.audit.title);
    await within(log).findByRole('list', { name: TEXT.audit.list });
    expect(within(log).queryByRole('button')).not.toBeInTheDocument();
  });
});
