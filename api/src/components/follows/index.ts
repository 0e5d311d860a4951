export { followingFeedRouter, followsRouter } from './follows.router';
export { createFollowsService, type FollowsService } from './follows.service';
