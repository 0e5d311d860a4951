import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCIAL_MESSAGES, type ProjectComment } from '@stackfolio/contract';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES } from '../../../constants';
import {
  aComment,
  anAuthor,
  aUser,
  jsonResponse,
  signedInAs,
  signedOut,
  stubApi,
  type StubRoutes,
} from '../../../testing/stub-api';
import { CommentsSection } from './comments-section';

const OWNER = 2;
const ada = anAuthor({ id: 7, firstName: 'Ada', lastName: 'Lovelace' });
const bob = anAuthor({ id: 8, firstName: 'Bob', lastName: 'Builder' });

/** The comments of project 9 as the API keeps them: PATCH and DELETE change this list. */
function commentsApi(initial: ProjectComment[], extra: StubRoutes = {}) {
  let comments = [...initial];
  const routes: StubRoutes = {
    'GET /api/projects/9/comments': () => jsonResponse(aPage(comments)),
    'GET /api/projects/9/comment-count': () => jsonResponse({ count: comments.length }),
    ...extra,
  };
  for (const c of initial) {
    routes[`PATCH /api/projects/9/comments/${c.id}`] = (_url, init) => {
      const { content } = JSON.parse(String(init.body)) as { content: string };
      const saved = { ...c, content, editedAt: new Date().toISOString() };
      comments = comments.map((x) => (x.id === c.id ? saved : x));
      return jsonResponse(saved);
    };
    routes[`DELETE /api/projects/9/comments/${c.id}`] = () => {
      comments = comments.filter((x) => x.id !== c.id);
      return new Response(null, { status: 204 });
    };
  }
  return routes;
}

const adaComment = aComment({ id: 1, projectId: 9, content: 'Lovely engine', user: ada });
const bobComment = aComment({ id: 2, projectId: 9, content: 'Buy my course', user: bob });

function renderSection() {
  renderWithProviders(
    <CommentsSection projectId={9} projectOwnerId={OWNER} signedIn onSignInRequired={() => {}} />,
  );
  return screen.findByRole('list', { name: 'Comments' });
}

describe('changing comments', () => {
  it('offers a signed-out visitor neither Edit nor Delete', async () => {
    stubApi({ ...signedOut, ...commentsApi([adaComment, bobComment]) });
    const list = within(await renderSection());
    expect(list.getByText('Lovely engine')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it('offers the author Edit and Delete on their own comment only', async () => {
    stubApi({ ...signedInAs(aUser({ id: 7 })), ...commentsApi([adaComment, bobComment]) });
    const list = within(await renderSection());
    await list.findByRole('button', { name: 'Edit your comment' });
    expect(list.getAllByRole('button', { name: 'Edit your comment' })).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Delete comment by Ada Lovelace' })).toBeVisible();
    expect(
      list.queryByRole('button', { name: 'Delete comment by Bob Builder' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ["the project's owner", aUser({ id: OWNER })],
    ['an admin', aUser({ id: 99, isAdmin: true })],
  ])("offers %s Delete on everyone's comments, Edit on none", async (_who, viewer) => {
    stubApi({ ...signedInAs(viewer), ...commentsApi([adaComment, bobComment]) });
    const list = within(await renderSection());
    await list.findByRole('button', { name: 'Delete comment by Bob Builder' });
    expect(list.getByRole('button', { name: 'Delete comment by Ada Lovelace' })).toBeVisible();
    expect(list.queryByRole('button', { name: 'Edit your comment' })).not.toBeInTheDocument();
  });

  it('lets the author edit inline: Save shows the new text marked "edited", focus back on Edit', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(aUser({ id: 7 })),
      ...commentsApi([adaComment, bobComment]),
    });
    const list = within(await renderSection());
    await user.click(await list.findByRole('button', { name: 'Edit your comment' }));
    const box = list.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Lovely engine');
    await user.clear(box);
    await user.type(box, '  Lovely engine, and tested  ');
    await user.click(list.getByRole('button', { name: 'Save' }));

    await list.findByText('Lovely engine, and tested');
    expect(list.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument();
    const item = list.getByText('Lovely engine, and tested').closest('li')!;
    expect(within(item).getByText(new RegExp(`· ${MESSAGES.commentEdited}$`))).toBeVisible();
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Edit your comment' })).toHaveFocus(),
    );
    const [sent] = api.calls('PATCH /api/projects/9/comments/1');
    expect(JSON.parse(String(sent.init.body))).toEqual({ content: 'Lovely engine, and tested' });
    expect(await screen.findByText(MESSAGES.commentUpdatedTitle)).toBeInTheDocument();
  });

  it.each([
    ['an empty text', '   ', SOCIAL_MESSAGES.commentEmpty],
    ['a text over 2000 characters', 'x'.repeat(2001), SOCIAL_MESSAGES.commentTooLong],
  ])('refuses %s with the posting message and sends nothing', async (_what, text, message) => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ ...signedInAs(aUser({ id: 7 })), ...commentsApi([adaComment]) });
    const list = within(await renderSection());
    await user.click(await list.findByRole('button', { name: 'Edit your comment' }));
    const box = list.getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(box);
    if (text.trim()) await user.click(box).then(() => user.paste(text));
    else await user.type(box, text);
    await user.click(list.getByRole('button', { name: 'Save' }));
    expect(await list.findByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(message);
    expect(api.calls('PATCH /api/projects/9/comments/1')).toHaveLength(0);
  });

  it('shows the server’s refusal in the form', async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(aUser({ id: 7 })),
      ...commentsApi([adaComment]),
      'PATCH /api/projects/9/comments/1': () =>
        jsonResponse({ message: SOCIAL_MESSAGES.commentNotFound }, 404),
    });
    const list = within(await renderSection());
    await user.click(await list.findByRole('button', { name: 'Edit your comment' }));
    await user.click(list.getByRole('button', { name: 'Save' }));
    expect(await list.findByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.commentNotFound);
  });

  it('cancels an edit with Cancel or Escape, keeping the text and sending nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...signedInAs(aUser({ id: 7 })), ...commentsApi([adaComment]) });
    const list = within(await renderSection());
    await user.click(await list.findByRole('button', { name: 'Edit your comment' }));
    await user.type(list.getByRole('textbox', { name: 'Edit your comment' }), ' changed');
    await user.click(list.getByRole('button', { name: 'Cancel' }));
    expect(list.getByText('Lovely engine')).toBeVisible();
    expect(list.getByRole('button', { name: 'Edit your comment' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(list.queryByRole('textbox')).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Edit your comment' })).toHaveFocus();
    expect(api.calls('PATCH /api/projects/9/comments/1')).toHaveLength(0);
  });

  it('lets the owner delete a comment after confirming, with the keyboard; the count drops and focus lands on the heading', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(aUser({ id: OWNER })),
      ...commentsApi([adaComment, bobComment]),
    });
    const list = within(await renderSection());
    expect(await screen.findByRole('button', { name: /Comment \(2\)/ })).toBeVisible();
    list.getByRole('button', { name: 'Delete comment by Bob Builder' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: MESSAGES.deleteCommentTitle }));
    expect(dialog.getByText(MESSAGES.deleteCommentConfirm)).toBeVisible();

    // Escape closes it with nothing deleted, focus back on the Delete button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list.getByRole('button', { name: 'Delete comment by Bob Builder' })).toHaveFocus();
    expect(api.calls('DELETE /api/projects/9/comments/2')).toHaveLength(0);

    await user.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: MESSAGES.deleteCommentTitle }));
    again.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Buy my course')).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/projects/9/comments/2')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: /Comment \(1\)/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus();
    expect(await screen.findByText(MESSAGES.commentDeletedTitle)).toBeInTheDocument();
  });

  it('keeps the comment and says why when the delete is refused', async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(aUser({ id: 7 })),
      ...commentsApi([adaComment]),
      'DELETE /api/projects/9/comments/1': () =>
        jsonResponse({ message: SOCIAL_MESSAGES.deleteCommentForbidden }, 403),
    });
    const list = within(await renderSection());
    await user.click(await list.findByRole('button', { name: 'Delete comment by Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SOCIAL_MESSAGES.deleteCommentForbidden)).toBeInTheDocument();
    expect(list.getByText('Lovely engine')).toBeVisible();
  });
});
