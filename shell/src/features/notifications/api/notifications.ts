import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsPageSchema,
  unreadCountSchema,
} from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** Every notification query starts with this key; a change of the count refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The unread count the bell shows, kept current by the stream (use-unread-count.ts). */
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** GET /api/notifications: one page, newest first, with the unread count. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', page],
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && notificationsPageSchema,
        'GET',
        `/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/notifications/read: the given ids, or all without them. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && unreadCountSchema,
        'POST',
        '/api/notifications/read',
        ids ? { ids } : {},
      ),
    onSuccess: ({ unread }) => {
      client.setQueryData(UNREAD_KEY, unread);
      void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'page'] });
    },
  });
}
