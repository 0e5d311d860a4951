import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, createQueryClient, IN_PAGE_HTML } from '@stackfolio/shared-ui';
import { MemoryRouter, Route, Routes } from '@stackfolio/shared-ui/router';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import type { ProjectFile } from '@stackfolio/contract';
import {
  anAuthor,
  aProjectDetail,
  jsonResponse,
  signedOut,
  stubApi,
  type StubRoutes,
} from '../testing/stub-api';
import { filePreviewQuery } from '../features/project-page/api/get-file-preview';
import { ProjectFilePage } from './project-file-page';

const file = (id: number, name: string, previewKind: ProjectFile['previewKind']): ProjectFile => ({
  id,
  name,
  size: 2048,
  type: 'text/plain',
  url: `/api/projects/9/files/${id}`,
  previewKind,
  preview: 'ready',
});

const project = aProjectDetail({
  id: 9,
  title: 'Graph engine',
  slug: 'graph-engine',
  path: '/@alan/graph-engine',
  user: anAuthor({ handle: 'alan' }),
  files: [file(1, 'main.py', 'code'), file(2, 'code.zip', 'zip'), file(3, 'paper.pdf', 'pdf')],
});

const LISTING =
  '<table class="code-listing"><tbody>' +
  [1, 2, 3, 4]
    .map((n) => `<tr id="L${n}" data-line="${n}"><td><a href="#L${n}">${n}</a></td><td>x</td></tr>`)
    .join('') +
  '</tbody></table>';

/** main.py's preview, ready: the LISTING. */
const listingPreview = (): StubRoutes => ({
  'GET /api/projects/9/files/1/preview': jsonResponse({
    state: 'ready',
    kind: 'code',
    html: LISTING,
    note: null,
  }),
});

function renderAt(route: string, routes: StubRoutes) {
  stubApi({
    ...signedOut,
    'GET /api/users/@alan/projects/graph-engine': jsonResponse(project),
    ...routes,
  });
  return renderWithProviders(
    <Routes>
      <Route path="/:handle/:slug/files/*" element={<ProjectFilePage />} />
    </Routes>,
    { route },
  );
}

// jsdom lays nothing out, so it has no scrollIntoView; the page brings a marked line into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('a file’s preview page', () => {
  it('shows the listing the server made, with Download and a way back to the project', async () => {
    renderAt('/@alan/graph-engine/files/main.py', listingPreview());
    expect(await screen.findByRole('heading', { level: 1, name: 'main.py' })).toBeVisible();
    await waitFor(() => expect(document.getElementById('L3')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Download main.py' })).toHaveAttribute(
      'href',
      '/api/projects/9/files/1',
    );
    expect(screen.getByRole('link', { name: 'Graph engine' })).toHaveAttribute(
      'href',
      '/@alan/graph-engine',
    );
  });

  it('marks the lines a #L2-L3 address names', async () => {
    renderAt('/@alan/graph-engine/files/main.py#L2-L3', listingPreview());
    await screen.findByRole('heading', { level: 1, name: 'main.py' });
    await waitFor(() => expect(document.getElementById('L2')).toHaveClass('line-highlight'));
    expect(document.getElementById('L3')).toHaveClass('line-highlight');
    expect(document.getElementById('L4')).not.toHaveClass('line-highlight');
  });

  it('marks a line followed before the router listened (the address changed under it)', async () => {
    renderAt('/@alan/graph-engine/files/main.py', listingPreview());
    await waitFor(() => expect(document.getElementById('L4')).not.toBeNull());
    window.location.hash = '#L4';
    await waitFor(() => expect(document.getElementById('L4')).toHaveClass('line-highlight'));
    expect(document.getElementById('L3')).not.toHaveClass('line-highlight');
    window.location.hash = '';
  });

  it('says the preview is being prepared while the server makes it', async () => {
    renderAt('/@alan/graph-engine/files/main.py', {
      'GET /api/projects/9/files/1/preview': jsonResponse({
        state: 'pending',
        kind: 'code',
        html: null,
        note: null,
      }),
    });
    expect(await screen.findByRole('status', { name: 'Preparing preview…' })).toBeVisible();
  });

  it('asks for an entry inside an archive by its path', async () => {
    renderAt('/@alan/graph-engine/files/code.zip/src/app.py', {
      'GET /api/projects/9/files/2/preview': (url) =>
        jsonResponse({
          state: 'ready',
          kind: 'code',
          html: `<p>${url.searchParams.get('entry')}</p>`,
          note: null,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'src/app.py' })).toBeVisible();
    expect(await screen.findByText('src/app.py', { selector: 'p' })).toBeVisible();
  });

  it('says "No preview — download to see it" with the reason', async () => {
    renderAt('/@alan/graph-engine/files/main.py', {
      'GET /api/projects/9/files/1/preview': jsonResponse({
        state: 'none',
        kind: 'none',
        html: null,
        note: 'The file is not UTF-8 text',
      }),
    });
    expect(
      await screen.findByText('No preview — download to see it: The file is not UTF-8 text'),
    ).toBeVisible();
  });

  it("shows a PDF's text", async () => {
    renderAt('/@alan/graph-engine/files/paper.pdf', {
      'GET /api/projects/9/files/3/preview': jsonResponse({
        state: 'ready',
        kind: 'pdf',
        html: '<div class="pdf-text"><section><h2>Page 1</h2><p>Abstract</p></section></div>',
        note: null,
      }),
    });
    expect(await screen.findByText('Abstract')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download paper.pdf' })).toBeVisible();
  });

  it('answers a name the project has no file of with "File not found"', async () => {
    renderAt('/@alan/graph-engine/files/other.py', {});
    expect(await screen.findByText('File not found')).toBeVisible();
  });

  describe('on a page the server rendered, whose state carries the preview once, in the markup', () => {
    const previewKey = filePreviewQuery({ projectId: 9, fileId: 1 }).queryKey;

    /** The page as it hydrates: the state says the preview is in the page's markup. */
    function hydrate(routes: StubRoutes) {
      const api = stubApi({
        ...signedOut,
        'GET /api/users/@alan/projects/graph-engine': jsonResponse(project),
        ...routes,
      });
      const client = createQueryClient();
      client.setQueryData(previewKey, {
        state: 'ready',
        kind: 'code',
        html: IN_PAGE_HTML,
        note: null,
      });
      const { container } = render(
        <AppProviders client={client}>
          <MemoryRouter initialEntries={['/@alan/graph-engine/files/main.py']}>
            <Routes>
              <Route path="/:handle/:slug/files/*" element={<ProjectFilePage />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>,
      );
      return { api, client, shown: within(container) };
    }
    afterEach(() => document.getElementById('file-preview')?.remove());

    it('shows the markup the server sent, without asking for the preview again', async () => {
      const sent = document.createElement('div');
      sent.id = 'file-preview';
      sent.innerHTML = '<p>Sent with the page</p>';
      document.body.prepend(sent);

      const { api, client, shown } = hydrate({});

      expect(await shown.findByText('Sent with the page')).toBeVisible();
      await waitFor(() =>
        expect(client.getQueryData(previewKey)).toMatchObject({
          html: '<p>Sent with the page</p>',
        }),
      );
      expect(api.calls('GET /api/projects/9/files/1/preview')).toHaveLength(0);
    });

    it('asks for the preview when the page does not hold it', async () => {
      const { shown } = hydrate({
        'GET /api/projects/9/files/1/preview': jsonResponse({
          state: 'ready',
          kind: 'code',
          html: '<p>Asked again</p>',
          note: null,
        }),
      });

      expect(await shown.findByText('Asked again')).toBeVisible();
    });
  });
});
