import {
  reactionsResponseSchema,
  type ReactionActor,
  type ReactionProject,
  type ReactionsResponse,
} from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { REACTIONS_POLL_MS } from '../../../constants';

export const reactionsKey = (userId: number) => ['/api/users', userId, 'reactions'] as const;

/** The signed-in user's reactions, polled every 30 s (docs/product.md §9). */
export function useReactions(userId: number | undefined) {
  return useQuery({
    queryKey: reactionsKey(userId ?? 0),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && reactionsResponseSchema,
        'GET',
        `/api/users/${userId}/reactions`,
      ),
    enabled: userId !== undefined,
    refetchInterval: REACTIONS_POLL_MS,
  });
}

export type Reaction =
  | {
      kind: 'like';
      key: string;
      createdAt: string;
      actor: ReactionActor | null;
      project: ReactionProject | null;
    }
  | {
      kind: 'comment';
      key: string;
      createdAt: string;
      actor: ReactionActor | null;
      project: ReactionProject | null;
      content: string;
    }
  | {
      kind: 'follow';
      key: string;
      createdAt: string;
      actor: ReactionActor | null;
      project: null;
    };

/** Likes, comments and new followers in one list, newest first (docs/product.md §2). */
export function mergeReactions(data: ReactionsResponse): Reaction[] {
  const likes: Reaction[] = (data.allLikes ?? []).map((like) => ({
    kind: 'like',
    key: `like-${like.id}`,
    createdAt: like.createdAt,
    actor: like.liker,
    project: like.project,
  }));
  const comments: Reaction[] = (data.allComments ?? []).map((comment) => ({
    kind: 'comment',
    key: `comment-${comment.id}`,
    createdAt: comment.createdAt,
    actor: comment.commenter,
    project: comment.project,
    content: comment.content,
  }));
  const follows: Reaction[] = (data.allFollows ?? []).map((follow) => ({
    kind: 'follow',
    key: `follow-${follow.id}`,
    createdAt: follow.createdAt,
    actor: follow.follower,
    project: null,
  }));
  return [...likes, ...comments, ...follows].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}
