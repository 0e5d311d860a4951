import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageChangeSchema,
  messagesPageSchema,
  type MessageBox,
  type MessagesPage,
} from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** Every messages query starts with this, so one invalidation refreshes the lists and the count. */
const ROOT = '/api/messages';
export const MESSAGES_PAGE_SIZE = 20;

const fetchPage = (box: MessageBox, page: number, limit: number) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messagesPageSchema,
    'GET',
    `${ROOT}?box=${box}&page=${page}&limit=${limit}`,
  );

/** GET /api/messages: one page of a box, and the unread count. */
export function useMessages(box: MessageBox, page: number) {
  return useQuery({
    queryKey: [ROOT, box, page],
    queryFn: () => fetchPage(box, page, MESSAGES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** The unread count the navigation shows (a one-item read of the inbox), for a signed-in user. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [ROOT, 'unread'],
    queryFn: () => fetchPage('inbox', 1, 1),
    select: (page: MessagesPage) => page.unread,
    enabled,
  });
}

/** POST /api/messages/{id}/read or /archive; the lists and the count are read again. */
export function useChangeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'read' | 'archive' }) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && messageChangeSchema,
        'POST',
        `${ROOT}/${id}/${action}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
}
