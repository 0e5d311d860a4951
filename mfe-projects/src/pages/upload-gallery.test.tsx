import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { installFakeXhr } from '../testing/fake-xhr';
import { aUser, jsonResponse, signedInAs, stubApi } from '../testing/stub-api';
import { UploadPage } from './upload-page';

// The machine's CPU is shared by several engineers; form tests need more than jest's 5 s default.
jest.setTimeout(20_000);

const user = () => userEvent.setup({ applyAccept: false });
const anImage = (name: string) => new File(['png'], name, { type: 'image/png' });

async function renderUpload(routes = {}) {
  const api = stubApi({ ...signedInAs(aUser()), ...routes });
  renderWithProviders(<UploadPage />, { route: '/upload' });
  await screen.findByRole('heading', { level: 1, name: 'Upload New Project' });
  return api;
}

async function fill(label: string, text: string) {
  await user().click(screen.getByLabelText(label));
  await user().paste(text);
}

const galleryOrder = () =>
  within(screen.getByRole('list', { name: 'Gallery' }))
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('id') && (box as HTMLInputElement).labels?.[0]?.textContent);

describe('/upload gallery', () => {
  it('takes 3 images with alts, reorders them by keyboard keeping focus, and sends them in order', async () => {
    await renderUpload();
    const requests = installFakeXhr();
    await fill('Title', 'Charts');
    await fill('Project URL', 'https://example.com/charts');
    await user().upload(screen.getByLabelText('Gallery images'), [
      anImage('one.png'),
      anImage('two.png'),
      anImage('three.png'),
    ]);
    // The title is proposed as each new picture's alt text.
    expect(screen.getByLabelText('Alt text for one.png')).toHaveValue('Charts');
    await user().clear(screen.getByLabelText('Alt text for three.png'));
    await user().type(screen.getByLabelText('Alt text for three.png'), 'A bar chart');
    expect(screen.getByText('Cover')).toBeInTheDocument();

    // Keyboard only: focus "Move up three.png", press Enter twice.
    // Focus leaves the alt text field (its blur marks it touched): a React update, inside act.
    act(() => screen.getByRole('button', { name: 'Move up three.png' }).focus());
    await user().keyboard('{Enter}');
    expect(screen.getByText('three.png moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up three.png' })).toHaveFocus();
    await user().keyboard('{Enter}');
    // At the top its Move up is disabled, so focus moves to its Move down.
    expect(screen.getByRole('button', { name: 'Move down three.png' })).toHaveFocus();
    expect(screen.getByText('three.png moved to position 1 of 3')).toBeInTheDocument();
    expect(galleryOrder()).toEqual([
      'Alt text for three.png',
      'Alt text for one.png',
      'Alt text for two.png',
    ]);
    await user().click(screen.getByRole('button', { name: 'Make cover two.png' }));
    expect(screen.getByText('two.png is now the cover')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const parts = requests[0].parts;
    expect(parts.filter(([key]) => key === 'images').map(([, v]) => v)).toEqual([
      'file:two.png',
      'file:three.png',
      'file:one.png',
    ]);
    expect(parts.find(([key]) => key === 'imageAlts')?.[1]).toBe(
      JSON.stringify(['Charts', 'A bar chart', 'Charts']),
    );
    act(() => requests[0].respond(201, { id: 8, path: null }));
  });

  it(`refuses an empty alt text with "${PROJECT_CONTENT_MESSAGES.altRequired}" and sends nothing`, async () => {
    await renderUpload();
    const requests = installFakeXhr();
    await fill('Title', 'Charts');
    await fill('Project URL', 'https://example.com/charts');
    await user().upload(screen.getByLabelText('Gallery images'), anImage('one.png'));
    await user().clear(screen.getByLabelText('Alt text for one.png'));
    await user().type(screen.getByLabelText('Alt text for one.png'), '   ');
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.altRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text for one.png')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });
});

describe('/upload write-up', () => {
  it('shows the HTML the server made in Preview, reached with the arrow key (tabs pattern)', async () => {
    const api = await renderUpload({
      'POST /api/projects/writeup-preview': () =>
        jsonResponse({ html: '<h2 id="results">Results</h2><p>It <strong>works</strong></p>' }),
    });
    await fill('Write-up (Markdown)', '## Results\n\nIt **works**');
    const write = screen.getByRole('tab', { name: 'Write' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    write.focus();
    await user().keyboard('{ArrowRight}');
    const previewTab = screen.getByRole('tab', { name: 'Preview' });
    expect(previewTab).toHaveFocus();
    expect(previewTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(within(panel).getByText('works').tagName).toBe('STRONG');
    const [call] = api.calls('POST /api/projects/writeup-preview');
    expect((call.init.body as FormData).get('writeup')).toBe('## Results\n\nIt **works**');
    await user().keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Write-up (Markdown)')).toBeVisible();
  });

  it("shows the server's message when the preview is refused", async () => {
    await renderUpload({
      'POST /api/projects/writeup-preview': () =>
        jsonResponse({ message: PROJECT_CONTENT_MESSAGES.writeupTooLong }, 400),
    });
    await fill('Write-up (Markdown)', 'Draft');
    await user().click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.writeupTooLong)).toBeInTheDocument();
  });
});
