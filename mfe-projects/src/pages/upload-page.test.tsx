import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGNED_OUT_TOAST } from '@stackfolio/shared-ui';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  PROJECT_MESSAGES,
} from '@stackfolio/contract';
import { MESSAGES } from '../constants';
import { installFakeXhr } from '../testing/fake-xhr';
import { aUser, signedInAs, signedOut, stubApi } from '../testing/stub-api';
import { UploadPage } from './upload-page';

function aFile(name: string, type: string, size?: number): File {
  const file = new File(['content'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom cannot navigate; it reports the attempt as a "Not implemented: navigation" console error. */
function navigationAttempts(spy: jest.SpyInstance): number {
  return spy.mock.calls.filter((args) => String(args[0]?.message ?? args[0]).includes('navigation'))
    .length;
}

async function renderSignedIn(routes = {}) {
  const api = stubApi({ ...signedInAs(aUser()), ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/@ada/data-toolkit" element={<p>The new project page</p>} />
    </Routes>,
    { route: '/upload' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Upload New Project' });
  return { api, ...view };
}

const user = () => userEvent.setup({ applyAccept: false });

/** Types a value in one go (paste): the form's rules are what is under test, not keystrokes. */
async function fill(label: string, text: string) {
  await user().click(screen.getByLabelText(label));
  await user().paste(text);
}

// The machine's CPU is shared by several engineers; form tests need more than jest's 5 s default.
jest.setTimeout(20_000);

describe('/upload', () => {
  it('shows the heading, three info cards, the form and a tips card with four tips', async () => {
    await renderSignedIn();
    for (const title of [
      'Supported Formats',
      'Secure Storage',
      'Instant Sharing',
      'Project Details',
      'Tips for a Great Project',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const tips = screen
      .getByRole('heading', { name: 'Tips for a Great Project' })
      .closest('section')!;
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByLabelText('Project URL')).toHaveAttribute('type', 'url');
  });

  it('keeps Upload disabled until there is a title and either a file or a URL', async () => {
    await renderSignedIn();
    const submit = screen.getByRole('button', { name: 'Upload Project' });
    expect(submit).toBeDisabled();
    await fill('Title', 'My tool');
    expect(submit).toBeDisabled();
    await fill('Project URL', 'https://example.com');
    expect(submit).toBeEnabled();
    await user().clear(screen.getByLabelText('Project URL'));
    expect(submit).toBeDisabled();
    await user().upload(screen.getByLabelText('Files'), aFile('notes.txt', 'text/plain'));
    expect(await screen.findByText(/notes\.txt/)).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('keeps Upload disabled for a title of only spaces, and sends nothing', async () => {
    const { api } = await renderSignedIn();
    const requests = installFakeXhr();
    await fill('Title', '   ');
    await fill('Project URL', 'https://example.com');
    expect(screen.getByRole('button', { name: 'Upload Project' })).toBeDisabled();
    await user().type(screen.getByLabelText('Title'), '{Enter}');
    expect(requests).toHaveLength(0);
    expect(api.calls('POST /api/projects')).toHaveLength(0);
  });

  it('rejects a URL that is not http(s) with "Invalid URL"', async () => {
    await renderSignedIn();
    await fill('Title', 'Tool');
    await fill('Project URL', 'javascript:alert(1)');
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.invalidUrl)).toBeInTheDocument();
  });

  it("refuses a wrong type, a file over 50 MB and an image over 10 MB with the server's messages", async () => {
    await renderSignedIn();
    await user().upload(
      screen.getByLabelText('Files'),
      aFile('virus.exe', 'application/x-msdownload'),
    );
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.badFile)).toBeInTheDocument();
    await user().upload(
      screen.getByLabelText('Files'),
      aFile('huge.zip', 'application/zip', PROJECT_CONTENT_LIMITS.fileBytes + 1),
    );
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.fileTooLarge)).toBeInTheDocument();
    await user().upload(
      screen.getByLabelText('Gallery images'),
      aFile('big.png', 'image/png', PROJECT_CONTENT_LIMITS.imageBytes + 1),
    );
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it(`refuses the 11th file with "${PROJECT_CONTENT_MESSAGES.tooManyFiles}" and keeps the first 10`, async () => {
    await renderSignedIn();
    const ten = Array.from({ length: PROJECT_CONTENT_LIMITS.files }, (_, i) =>
      aFile(`part-${i + 1}.py`, 'text/x-python'),
    );
    await user().upload(screen.getByLabelText('Files'), ten);
    expect(screen.queryByText(PROJECT_CONTENT_MESSAGES.tooManyFiles)).not.toBeInTheDocument();
    await user().upload(screen.getByLabelText('Files'), aFile('eleventh.md', 'text/markdown'));
    expect(await screen.findByText(PROJECT_CONTENT_MESSAGES.tooManyFiles)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PROJECT_CONTENT_LIMITS.files);
    expect(within(list).queryByText(/eleventh\.md/)).not.toBeInTheDocument();
  });

  it('lists files in order with Move up, Move down and Remove', async () => {
    await renderSignedIn();
    await user().upload(screen.getByLabelText('Files'), [
      aFile('a.pdf', 'application/pdf'),
      aFile('analysis.ipynb', 'application/x-ipynb+json'),
    ]);
    await user().click(screen.getByRole('button', { name: 'Move up analysis.ipynb' }));
    const names = () =>
      within(screen.getByRole('list', { name: 'Chosen files' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names()[0]).toMatch(/^analysis\.ipynb/);
    await user().click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(names()).toEqual([expect.stringMatching(/^analysis\.ipynb/)]);
  });

  it('uploads the multipart form with progress, says it succeeded and opens the new project page', async () => {
    const { api } = await renderSignedIn();
    const requests = installFakeXhr();
    await fill('Title', '  Data toolkit ');
    await fill('Description', 'ETL helpers');
    await fill('Tags', 'python, , etl ,python');
    await fill('Project URL', 'https://example.com/kit');
    await user().upload(screen.getByLabelText('Files'), [
      aFile('kit.zip', 'application/zip'),
      aFile('README.md', 'text/markdown'),
    ]);
    await user().upload(screen.getByLabelText('Gallery images'), aFile('kit.png', 'image/png'));
    await fill('Write-up (Markdown)', '# Kit');
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: MESSAGES.uploading })).toBeDisabled();
    act(() => requests[0].progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url).toBe('/api/projects');
    expect(requests[0].parts).toEqual([
      ['title', 'Data toolkit'],
      ['description', 'ETL helpers'],
      ['tags', '["python","etl"]'],
      ['projectUrl', 'https://example.com/kit'],
      ['writeup', '# Kit'],
      ['files', 'file:kit.zip'],
      ['files', 'file:README.md'],
      ['images', 'file:kit.png'],
      ['imageAlts', '["Data toolkit"]'],
    ]);
    const userLoads = api.calls('GET /api/auth/user').length;
    act(() => requests[0].respond(201, { id: 5, path: '/@ada/data-toolkit' }));

    expect(await screen.findByText(MESSAGES.uploadSuccessDescription)).toBeInTheDocument();
    expect(await screen.findByText('The new project page')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/auth/user').length).toBeGreaterThan(userLoads));
  });

  it('clears the form after an upload whose project has no page address yet', async () => {
    await renderSignedIn();
    const requests = installFakeXhr();
    await fill('Title', 'No handle');
    await user().upload(screen.getByLabelText('Files'), aFile('kit.zip', 'application/zip'));
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0].respond(201, { id: 6, path: null }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByText(MESSAGES.uploadSuccessDescription)).toBeInTheDocument();
    expect(screen.queryByText(/kit\.zip/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says "Upload failed" with the server message and keeps the form', async () => {
    await renderSignedIn();
    const requests = installFakeXhr();
    await fill('Title', 'Broken');
    await fill('Project URL', 'https://example.com');
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0].respond(400, { message: 'File type is not allowed' }));
    expect(await screen.findByText(MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('File type is not allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Broken');
  });
});

describe('/upload when the session has expired', () => {
  it('sends the user to sign in when the upload answers 401', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignedIn();
    const requests = installFakeXhr();
    await fill('Title', 'Late');
    await fill('Project URL', 'https://example.com');
    await user().click(screen.getByRole('button', { name: 'Upload Project' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0].respond(401, { message: 'Unauthorized' }));
    expect(await screen.findByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    await waitFor(() => expect(navigationAttempts(consoleError)).toBe(1));
    consoleError.mockRestore();
  });
});

describe('/upload signed out', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('shows "Unauthorized" / "You are logged out. Logging in again..." then goes to /api/login after 500 ms', async () => {
    stubApi(signedOut);
    renderWithProviders(<UploadPage />, { route: '/upload' });
    expect(
      await screen.findByRole('status', { name: 'Redirecting to sign in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SIGNED_OUT_TOAST.description)).toBeInTheDocument();
    expect(screen.getByText(SIGNED_OUT_TOAST.title)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload New Project' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1));
    expect(navigationAttempts(consoleError)).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(navigationAttempts(consoleError)).toBe(1);
  });
});
