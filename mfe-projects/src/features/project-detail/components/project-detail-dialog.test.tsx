import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectComment } from '@stackfolio/contract';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import {
  aComment,
  anAuthor,
  aProject,
  aUser,
  jsonResponse,
  signedInAs,
  signedOut,
  stubApi,
  type StubRoutes,
} from '../../../testing/stub-api';
import { ProjectDetailDialog } from './project-detail-dialog';

const project = aProject({
  id: 9,
  userId: 2,
  title: 'Graph engine',
  tags: ['rust', 'graphs', 'wasm', 'cli'],
});

function projectRoutes(overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /api/projects/9': jsonResponse(project),
    'GET /api/projects/9/like-status': jsonResponse({ hasLiked: false, likesCount: 4 }),
    'GET /api/projects/9/comments': jsonResponse(aPage([aComment()])),
    'GET /api/projects/9/comment-count': jsonResponse({ count: 1 }),
    'POST /api/analytics/project-view': jsonResponse({}),
    ...overrides,
  };
}

async function openDialog() {
  renderWithProviders(<ProjectDetailDialog projectId={9} onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Graph engine' });
}

beforeEach(() => resetViewTracking());

describe('project detail dialog', () => {
  it('shows image, description, every tag, size in MB, views, downloads, download and visit buttons', async () => {
    stubApi({
      ...signedOut,
      ...projectRoutes({
        'GET /api/projects/9': jsonResponse({ ...project, imageUrl: '/img.png' }),
      }),
    });
    const dialog = within(await openDialog());
    expect(dialog.getByRole('img', { name: 'Preview of Graph engine' })).toHaveAttribute(
      'src',
      '/img.png',
    );
    expect(dialog.getByText('A data pipeline in Python')).toBeInTheDocument();
    expect(
      dialog.getAllByRole('link', { name: /^Projects tagged (rust|graphs|wasm|cli)$/ }),
    ).toHaveLength(4);
    expect(dialog.getByText('1.5 MB')).toBeInTheDocument();
    expect(dialog.getByText('Views').nextSibling).toHaveTextContent('12');
    expect(dialog.getByText('Downloads').nextSibling).toHaveTextContent('3');
    expect(dialog.getByRole('link', { name: 'Download Graph engine' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Visit Project Graph engine' })).toBeInTheDocument();
    expect(await dialog.findByText('Great work')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in instead of liking', async () => {
    const api = stubApi({ ...signedOut, ...projectRoutes() });
    const dialog = within(await openDialog());
    await userEvent.click(await dialog.findByRole('button', { name: /Like \(4\)/ }));
    const prompt = await dialog.findByRole('alert');
    expect(prompt).toHaveTextContent(MESSAGES.signInRequired);
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await screen.findByText(MESSAGES.signInToLike, { selector: 'div' })).toBeInTheDocument();
    expect(api.calls('POST /api/projects/9/like')).toHaveLength(0);
  });

  it('toggles the like for a signed-in user and shows the new count', async () => {
    let liked = false;
    const api = stubApi({
      ...signedInAs(aUser({ id: 1 })),
      ...projectRoutes({
        'GET /api/projects/9/like-status': () =>
          jsonResponse({ hasLiked: liked, likesCount: liked ? 5 : 4 }),
        'POST /api/projects/9/like': () => {
          liked = !liked;
          return jsonResponse({ hasLiked: liked, likesCount: liked ? 5 : 4 });
        },
      }),
    });
    const dialog = within(await openDialog());
    const button = await dialog.findByRole('button', { name: /Like \(4\)/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await dialog.findByRole('button', { name: /Liked \(5\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls('POST /api/projects/9/like')).toHaveLength(1);
  });

  it('shows "Error" with the server message when liking fails, and restores the count', async () => {
    stubApi({
      ...signedInAs(aUser({ id: 1 })),
      ...projectRoutes({
        'POST /api/projects/9/like': jsonResponse({ message: 'Likes are paused' }, 503),
      }),
    });
    const dialog = within(await openDialog());
    await userEvent.click(await dialog.findByRole('button', { name: /Like \(4\)/ }));
    expect(await screen.findByText('Likes are paused')).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: /Like \(4\)/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the comment box only after the comment toggle, and cannot send a blank comment', async () => {
    stubApi({ ...signedInAs(aUser({ id: 1 })), ...projectRoutes() });
    const dialog = within(await openDialog());
    expect(dialog.queryByLabelText('Your comment')).not.toBeInTheDocument();
    const toggle = await dialog.findByRole('button', { name: /Comment \(1\)/ });
    // Its icon is SVG: an emoji renders as an empty box in fonts without emoji.
    expect(toggle.textContent).toBe(' Comment (1)');
    expect(toggle.querySelector('svg')).not.toBeNull();
    await userEvent.click(toggle);
    await userEvent.type(await dialog.findByLabelText('Your comment'), '   ');
    expect(dialog.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });

  it('posts the trimmed comment, says "Comment added" and reloads the list', async () => {
    const comments: ProjectComment[] = [];
    const api = stubApi({
      ...signedInAs(aUser({ id: 1 })),
      ...projectRoutes({
        'GET /api/projects/9/comments': () => jsonResponse(aPage(comments)),
        'POST /api/projects/9/comments': (_url, init) => {
          const { content } = JSON.parse(String(init.body));
          comments.unshift(
            aComment({
              id: 2,
              content,
              user: anAuthor({ id: 1, firstName: 'Ada', lastName: 'Lovelace' }),
            }),
          );
          return jsonResponse(comments[0], 201);
        },
      }),
    });
    const dialog = within(await openDialog());
    expect(await dialog.findByText(/No comments yet/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Comment/ }));
    await userEvent.type(await dialog.findByLabelText('Your comment'), '  Lovely idea  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText(MESSAGES.commentAddedDescription)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/projects/9/comments')[0].init.body))).toEqual({
      content: 'Lovely idea',
    });
    expect(await dialog.findByText('Lovely idea')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your comment')).toHaveValue('');
  });

  it('says "You need to be signed in to comment." with a sign-in link when a visitor sends a comment', async () => {
    const api = stubApi({ ...signedOut, ...projectRoutes() });
    const dialog = within(await openDialog());
    await userEvent.click(await dialog.findByRole('button', { name: /Comment/ }));
    await userEvent.type(await dialog.findByLabelText('Your comment'), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));
    const prompt = await dialog.findByRole('alert');
    expect(prompt).toHaveTextContent(`${MESSAGES.signInRequired} ${MESSAGES.signInToComment}`);
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.calls('POST /api/projects/9/comments')).toHaveLength(0);
  });

  it('records one project view for a visitor with the docs/product.md §3 payload', async () => {
    const api = stubApi({ ...signedInAs(aUser({ id: 1 })), ...projectRoutes() });
    await openDialog();
    await waitFor(() => expect(api.calls('POST /api/analytics/project-view')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('POST /api/analytics/project-view')[0].init.body))).toEqual({
      projectId: 9,
      viewerUserId: 1,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      ipAddress: '',
      country: '',
      city: '',
    });
  });

  it("does not record the owner's own view", async () => {
    const api = stubApi({ ...signedInAs(aUser({ id: 2 })), ...projectRoutes() });
    const dialog = within(await openDialog());
    await dialog.findByText('Great work');
    expect(api.calls('POST /api/analytics/project-view')).toHaveLength(0);
  });

  it('offers Edit Project to the owner only', async () => {
    stubApi({ ...signedInAs(aUser({ id: 2 })), ...projectRoutes() });
    const dialog = within(await openDialog());
    expect(await dialog.findByRole('link', { name: 'Edit Project' })).toHaveAttribute(
      'href',
      '/projects/9/edit',
    );
  });

  it('hides Edit Project from other users', async () => {
    stubApi({ ...signedInAs(aUser({ id: 1 })), ...projectRoutes() });
    const dialog = within(await openDialog());
    await dialog.findByText('Great work');
    expect(dialog.queryByRole('link', { name: 'Edit Project' })).not.toBeInTheDocument();
  });

  it('says "Project not found" for a missing project', async () => {
    stubApi({ ...signedOut, 'GET /api/projects/9': jsonResponse({ message: 'Not found' }, 404) });
    renderWithProviders(<ProjectDetailDialog projectId={9} onClose={() => {}} />);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.projectNotFound }),
    ).toBeInTheDocument();
  });
});

describe('project detail dialog and the project’s page', () => {
  it('links to the project’s page with "Open project page"', async () => {
    stubApi({
      ...signedOut,
      ...projectRoutes({
        'GET /api/projects/9': jsonResponse({ ...project, path: '/@alan/graph-engine' }),
      }),
    });
    const dialog = within(await openDialog());
    expect(await dialog.findByRole('link', { name: 'Open project page' })).toHaveAttribute(
      'href',
      '/@alan/graph-engine',
    );
  });
});
