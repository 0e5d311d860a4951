import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast } from '@stackfolio/shared-ui';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { GENERATED_DESCRIPTIONS, MESSAGES, PRINT_DELAY_MS, TEMPLATE_CAPS } from '../constants';
import { makeProjects, makeUser } from '../testing/fixtures';
import { stubApi } from '../testing/stub-api';
import { ResumePage } from './resume-page';

// The whole page renders (four templates' CSS included) on a CPU shared by many jobs: allow time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

type Routes = Parameters<typeof stubApi>[0]['routes'];

/** Captures what the page downloads: the blob and the name of each clicked download link. */
function captureDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${next++}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}

/** jsdom's Blob has no text(); the fetch Response's (Node) Blob has. */
function readBlob(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function renderPage({
  routes = {},
  fakeTimers = false,
}: { routes?: Routes; fakeTimers?: boolean } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  const fetchMock = stubApi({ user: makeUser(), projects: makeProjects(6), routes });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  renderWithProviders(<ResumePage />, { route: '/resume' });
  await screen.findByText('Ada Lovelace', { selector: 'h3' });
  return { user, fetchMock };
}

function generate(user: ReturnType<typeof userEvent.setup>) {
  return user.click(screen.getByRole('button', { name: 'Generate & Download' }));
}

beforeEach(() => {
  dismissToast(toast({ title: 'reset' }));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('Generate & Download as PDF', () => {
  it(`prints only after ${PRINT_DELAY_MS} ms, with a letter-size, 0.5 in margin print copy of the chosen template`, async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await renderPage({ fakeTimers: true });
    await user.click(screen.getByLabelText('Minimal'));
    await generate(user);

    const printRoot = screen.getByTestId('resume-print-root');
    expect(printRoot.parentElement).toBe(document.body);
    expect(printRoot.querySelector('style')!.textContent).toContain(
      '@page { size: letter; margin: 0.5in; }',
    );
    expect(printRoot.querySelector('style')!.textContent).toContain(
      'body > :not(.sf-resume-print) { display: none !important; }',
    );
    expect(printRoot.querySelector('[data-template="minimal"]')).not.toBeNull();
    expect(printRoot.querySelectorAll('.rs__project')).toHaveLength(TEMPLATE_CAPS.minimal.projects);

    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 1));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(MESSAGES.generated.title)).toBeInTheDocument();
    expect(screen.getByText(GENERATED_DESCRIPTIONS.pdf)).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('resume-print-root')).not.toBeInTheDocument();
  });

  it(`shows "${MESSAGES.generationFailed.title}" when printing throws`, async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { user } = await renderPage({ fakeTimers: true });
    await generate(user);
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS));
    expect(await screen.findByText(MESSAGES.generationFailed.title)).toBeInTheDocument();
  });
});

describe('Generate & Download as HTML', () => {
  it('downloads Ada_Lovelace_Resume.html: a standalone page of the chosen template with its projects', async () => {
    const downloads = captureDownloads();
    const { user } = await renderPage();
    await user.click(screen.getByLabelText('Creative'));
    await user.click(screen.getByLabelText('HTML'));
    await generate(user);
    expect(await screen.findByText(MESSAGES.generated.title)).toBeInTheDocument();
    expect(screen.getByText(GENERATED_DESCRIPTIONS.html)).toBeInTheDocument();

    expect(downloads.map((d) => d.name)).toEqual(['Ada_Lovelace_Resume.html']);
    expect(downloads[0].blob.type).toBe('text/html;charset=utf-8');
    const html = await readBlob(downloads[0].blob);
    expect(html).toContain('<h1 class="rs__name">Ada Lovelace</h1>');
    expect(html).toContain('data-template="creative"');
    expect(html.match(/class="rs__project"/g)).toHaveLength(TEMPLATE_CAPS.creative.projects);
  });
});

describe('Generate & Download as DOCX', () => {
  const docx = (headers: Record<string, string> = {}) =>
    new Response('PK docx', {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ...headers,
      },
    });

  it('posts the template and format to /api/resume/generate and saves the file under its Content-Disposition name', async () => {
    const downloads = captureDownloads();
    const { user, fetchMock } = await renderPage({
      routes: {
        'POST /api/resume/generate': () =>
          docx({ 'Content-Disposition': 'attachment; filename="Ada_Lovelace_Resume.docx"' }),
      },
    });
    await user.click(screen.getByLabelText('Classic'));
    await user.click(screen.getByLabelText('Word (DOCX)'));
    await generate(user);

    expect(await screen.findByText(MESSAGES.generated.title)).toBeInTheDocument();
    expect(screen.getByText(GENERATED_DESCRIPTIONS.docx)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/resume/generate')!;
    expect(call[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(call[1]!.body))).toEqual({ template: 'classic', format: 'docx' });
    expect(downloads.map((d) => d.name)).toEqual(['Ada_Lovelace_Resume.docx']);
    expect(await readBlob(downloads[0].blob)).toBe('PK docx');
  });

  it('falls back to Ada_Lovelace_Resume.docx when the response names no file', async () => {
    const downloads = captureDownloads();
    const { user } = await renderPage({ routes: { 'POST /api/resume/generate': () => docx() } });
    await user.click(screen.getByLabelText('Word (DOCX)'));
    await generate(user);
    expect(await screen.findByText(MESSAGES.generated.title)).toBeInTheDocument();
    expect(downloads.map((d) => d.name)).toEqual(['Ada_Lovelace_Resume.docx']);
  });

  it('shows "Generating..." on a disabled button while the server works', async () => {
    let respond: (response: Response) => void = () => {};
    const { user } = await renderPage({
      routes: {
        'POST /api/resume/generate': () => new Promise<Response>((resolve) => (respond = resolve)),
      },
    });
    captureDownloads();
    await user.click(screen.getByLabelText('Word (DOCX)'));
    await generate(user);
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    await act(async () => respond(docx()));
    expect(await screen.findByRole('button', { name: 'Generate & Download' })).toBeEnabled();
  });

  it(`shows "${MESSAGES.generationFailed.title}: ${MESSAGES.generationFailed.description}" when the server fails`, async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const downloads = captureDownloads();
    const { user } = await renderPage({
      routes: {
        'POST /api/resume/generate': () =>
          jsonResponse({ message: 'Resume service unavailable' }, 500),
      },
    });
    await user.click(screen.getByLabelText('Word (DOCX)'));
    await generate(user);
    expect(await screen.findByText(MESSAGES.generationFailed.title)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.generationFailed.description)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('Share Resume', () => {
  const profileUrl = 'http://localhost/@ada-lovelace';

  it('uses the device share sheet with the public profile link when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await renderPage();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share Resume' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: profileUrl, title: 'Ada Lovelace – Resume' }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    Object.defineProperty(navigator, 'share', {
      value: jest.fn().mockRejectedValue(abort),
      configurable: true,
    });
    const { user } = await renderPage();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share Resume' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.linkCopied.title)).not.toBeInTheDocument();
  });

  it(`copies the link and shows "${MESSAGES.linkCopied.title}: ${MESSAGES.linkCopied.description}" without a share sheet`, async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Share Resume' }));
    expect(await screen.findByText(MESSAGES.linkCopied.title)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.linkCopied.description)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(profileUrl);
  });

  it(`shows "${MESSAGES.copyFailed.title}" when the clipboard refuses`, async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderPage();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share Resume' }));
    expect(await screen.findByText(MESSAGES.copyFailed.title)).toBeInTheDocument();
  });
});
