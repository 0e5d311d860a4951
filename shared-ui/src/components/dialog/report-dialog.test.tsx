import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_REPORT_NOTE, REPORT_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '../../testing';
import { REPORT_TEXT, ReportDialog } from './report-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <ReportDialog open={open} onOpenChange={setOpen} type="project" id={7} what="this project" />
  );
}

/** Stubs POST /api/reports; the providers' own reads are signed out. Returns the report calls. */
function stubReports(status: number, body: object) {
  const calls: Array<[string, RequestInit]> = [];
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/reports') return new Response('', { status: 401 });
    calls.push([String(input), init ?? {}]);
    return jsonResponse(body, status);
  }) as typeof fetch;
  return calls;
}

describe('ReportDialog', () => {
  it('offers the reasons as a labelled radio group and a note with a counter', async () => {
    stubReports(201, {});
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Report this project' });
    const group = within(dialog).getByRole('radiogroup', { name: REPORT_TEXT.reason });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Spam',
      'Harassment',
      'Impersonation',
      'Plagiarism or stolen work',
      'Inappropriate content',
      'Other',
    ]);
    const note = within(dialog).getByLabelText(REPORT_TEXT.note);
    expect(note).toHaveAttribute('maxlength', String(MAX_REPORT_NOTE));
    await userEvent.type(note, 'Copied');
    expect(within(dialog).getByText(`6/${MAX_REPORT_NOTE}`)).toBeInTheDocument();
  });

  it('asks for a reason before sending anything', async () => {
    const api = stubReports(201, {});
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: REPORT_TEXT.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.invalidReason);
    expect(api).toEqual([]);
  });

  it('sends the report, thanks the reporter and closes', async () => {
    const api = stubReports(201, { created: true, message: REPORT_MESSAGES.created });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Plagiarism or stolen work' }));
    await userEvent.type(screen.getByLabelText(REPORT_TEXT.note), ' Copied from me ');
    await userEvent.click(screen.getByRole('button', { name: REPORT_TEXT.send }));
    expect(await screen.findByText(REPORT_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [url, init] = api[0];
    expect(url).toBe('/api/reports');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'project',
      id: 7,
      reason: 'plagiarism',
      note: 'Copied from me',
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    stubReports(400, { message: REPORT_MESSAGES.ownItem });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: REPORT_TEXT.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.ownItem);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
