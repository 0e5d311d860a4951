import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES } from '../../../constants';
import { aProject, jsonResponse, signedOut, stubApi } from '../../../testing/stub-api';
import { fileNameFromDisposition } from '../api/download-project';
import { ProjectActions } from './project-actions';

const project = aProject({
  id: 3,
  title: 'Report',
  fileName: 'fallback.pdf',
  projectUrl: 'https://example.com/live',
});

describe('Download', () => {
  let savedAs: string[];
  beforeEach(() => {
    savedAs = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the file under the Content-Disposition name and says "Download started"', async () => {
    stubApi({
      ...signedOut,
      'GET /api/projects/3/download': new Response(new Blob(['%PDF-1.4']), {
        headers: { 'Content-Disposition': 'attachment; filename="quarterly report.pdf"' },
      }),
    });
    renderWithProviders(<ProjectActions project={project} />);
    await userEvent.click(screen.getByRole('link', { name: 'Download Report' }));
    expect(await screen.findByText(MESSAGES.downloadStarted)).toBeInTheDocument();
    expect(savedAs).toEqual(['quarterly report.pdf']);
  });

  it('says "Download failed" with the reason when the server refuses', async () => {
    stubApi({
      ...signedOut,
      'GET /api/projects/3/download': jsonResponse({ message: 'File is gone' }, 404),
    });
    renderWithProviders(<ProjectActions project={project} />);
    await userEvent.click(screen.getByRole('link', { name: 'Download Report' }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText('File is gone')).toBeInTheDocument();
    expect(savedAs).toEqual([]);
  });

  it('reads RFC 6266 filename* before filename, and falls back to null without one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      ),
    ).toBe('résumé.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('Visit Project', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('records the link click, then opens the URL in a new tab', async () => {
    const api = stubApi({
      ...signedOut,
      'POST /api/projects/3/track-link-click': jsonResponse({ ok: true }),
    });
    renderWithProviders(<ProjectActions project={project} />);
    await userEvent.click(screen.getByRole('button', { name: 'Visit Project Report' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://example.com/live',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(api.calls('POST /api/projects/3/track-link-click')).toHaveLength(1);
    const trackIndex = api.fetch.mock.calls.findIndex(([url]) =>
      String(url).endsWith('/track-link-click'),
    );
    expect(api.fetch.mock.invocationCallOrder[trackIndex]).toBeLessThan(
      open.mock.invocationCallOrder[0],
    );
  });

  it('still opens the URL when recording the click fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      ...signedOut,
      'POST /api/projects/3/track-link-click': jsonResponse({ message: 'down' }, 500),
    });
    renderWithProviders(<ProjectActions project={project} />);
    await userEvent.click(screen.getByRole('button', { name: 'Visit Project Report' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://example.com/live',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });
});
