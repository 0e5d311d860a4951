import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  pinsResponseSchema,
  type PinsResponse,
} from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { userProjectsQueryKey } from './get-user-projects';

/** What the owner asks of one project's pin. */
export type PinAction = 'pin' | 'unpin' | 'up' | 'down';

/**
 * The whole ordered pin list after `action` on `id`, or the message the API would answer with
 * (the same rule, checked before asking).
 */
export function nextPins(
  pinned: number[],
  id: number,
  action: PinAction,
): { ids: number[] } | { error: string } {
  const at = pinned.indexOf(id);
  if (action === 'pin') {
    if (at >= 0) return { ids: pinned };
    if (pinned.length >= PROJECT_CONTENT_LIMITS.pinned)
      return { error: PROJECT_CONTENT_MESSAGES.tooManyPins };
    return { ids: [...pinned, id] };
  }
  if (action === 'unpin') return { ids: pinned.filter((p) => p !== id) };
  const to = action === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= pinned.length) return { ids: pinned };
  const ids = [...pinned];
  [ids[at], ids[to]] = [ids[to], ids[at]];
  return { ids };
}

/** PUT /api/account/pins; then the owner's portfolio is read again, pinned first. */
export function useSetPins(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectIds: number[]): Promise<PinsResponse> =>
      apiJson(
        process.env.NODE_ENV !== 'production' && pinsResponseSchema,
        'PUT',
        '/api/account/pins',
        { projectIds },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: userProjectsQueryKey(userId) }),
  });
}
