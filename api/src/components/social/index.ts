export { projectSocialRouter, reactionsRouter } from './social.router';
export { createSocialService, type SocialService } from './social.service';
