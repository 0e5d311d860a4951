export { analyticsRouter } from './analytics.router';
export { createAnalyticsService, type AnalyticsService } from './analytics.service';
export { countryOf } from './tracking';
