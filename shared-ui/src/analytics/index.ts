export {
  VIEW_TRACKING_THROTTLE_MS,
  resetViewTracking,
  trackPortfolioView,
  trackProjectView,
} from './track-view';
