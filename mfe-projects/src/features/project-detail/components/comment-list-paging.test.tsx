import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { aComment, aProject, jsonResponse, signedOut, stubApi } from '../../../testing/stub-api';
import { COMMENTS_PAGE_SIZE } from '../api/get-comments';
import { ProjectDetailDialog } from './project-detail-dialog';

const TOTAL = 130;
const comments = Array.from({ length: TOTAL }, (_, i) =>
  aComment({ id: 5000 + i, content: `Comment number ${i + 1}` }),
);

// Seven pages of comments are rendered; the CPUs here are shared with other jobs.
jest.setTimeout(60_000);
beforeEach(() => resetViewTracking());

describe('project detail dialog with 130 comments', () => {
  it('says Comment (130) and reaches every comment through "Load more comments"', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      ...signedOut,
      'GET /api/projects/9': jsonResponse(aProject({ id: 9, title: 'Graph engine' })),
      'GET /api/projects/9/like-status': jsonResponse({ hasLiked: false, likesCount: 0 }),
      'GET /api/projects/9/comment-count': jsonResponse({ count: TOTAL }),
      'GET /api/projects/9/comments': (url) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const items = comments.slice((page - 1) * limit, page * limit);
        return jsonResponse({ items, total: TOTAL, page, limit });
      },
      'POST /api/analytics/project-view': jsonResponse({}),
    });
    renderWithProviders(<ProjectDetailDialog projectId={9} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Graph engine' }));
    await user.click(await dialog.findByRole('button', { name: /Comment \(130\)/ }));
    const list = await dialog.findByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(COMMENTS_PAGE_SIZE);
    while (dialog.queryByRole('button', { name: 'Load more comments' })) {
      const shown = within(list).getAllByRole('listitem').length;
      await user.click(dialog.getByRole('button', { name: 'Load more comments' }));
      await within(list).findByText(`Comment number ${shown + 1}`);
    }
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(comments.map((c) => c.content));
  });
});
