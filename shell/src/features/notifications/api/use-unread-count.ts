import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, notificationsPageSchema } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';
import { NOTIFICATIONS_KEY, UNREAD_KEY } from './notifications';

const STREAM_URL = '/api/notifications/stream';

/**
 * The signed-in person's unread count: read once, then kept current by the Server-Sent Events
 * stream, which sends the count whenever it changes (on any instance). A change also refreshes
 * the open notifications page. The browser reconnects a dropped stream by itself.
 */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const { data = 0 } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () =>
      (
        await apiJson(
          process.env.NODE_ENV !== 'production' && notificationsPageSchema,
          'GET',
          '/api/notifications?page=1&limit=1',
        )
      ).unread,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM_URL);
    source.addEventListener(NOTIFICATION_EVENT, (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      // The stream's count is newer than a first read still on its way: that read is cancelled,
      // or it would land after and put the older count back.
      void client.cancelQueries({ queryKey: UNREAD_KEY }).then(() => {
        if (client.getQueryData(UNREAD_KEY) === unread) return;
        client.setQueryData(UNREAD_KEY, unread);
        void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'page'] });
      });
    });
    return () => source.close();
  }, [client]);

  return data;
}
