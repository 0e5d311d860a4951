import type { ShapeOf } from '@stackfolio/shared-ui/contract';
import type { ProjectComment } from './features/project-detail/api/get-comments';
import type { LikeStatus } from './features/project-detail/api/get-like-status';
import type { ReactionActor, ReactionsResponse } from './features/reactions/api/get-reactions';

const text = ['string', 'null'] as const;

/** What this remote reads of the social endpoints, checked against the real API by api/test/contract. */
export const LIKE_STATUS_SHAPE: ShapeOf<LikeStatus> = { hasLiked: 'boolean', likesCount: 'number' };

export const COMMENT_COUNT_SHAPE: ShapeOf<{ count: number }> = { count: 'number' };

export const COMMENT_SHAPE: ShapeOf<ProjectComment> = {
  id: 'number',
  content: 'string',
  createdAt: 'string',
  user: {
    object: {
      id: ['number', 'absent'],
      firstName: text,
      lastName: text,
      avatarUrl: [...text, 'absent'],
    },
    or: ['null'],
  },
};

const ACTOR_SHAPE: ShapeOf<ReactionActor> = {
  id: ['number', 'absent'],
  firstName: text,
  lastName: text,
  avatarUrl: [...text, 'absent'],
};

const PROJECT_REF = { object: { id: 'number', title: 'string' }, or: ['null'] } as const;

export const REACTIONS_SHAPE: ShapeOf<ReactionsResponse> = {
  newLikes: 'number',
  newComments: 'number',
  totalNew: 'number',
  allLikes: {
    arrayOf: {
      id: 'number',
      createdAt: 'string',
      liker: { object: ACTOR_SHAPE, or: ['null'] },
      project: PROJECT_REF,
    },
  },
  allComments: {
    arrayOf: {
      id: 'number',
      createdAt: 'string',
      content: 'string',
      commenter: { object: ACTOR_SHAPE, or: ['null'] },
      project: PROJECT_REF,
    },
  },
};
