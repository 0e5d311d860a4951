export { createEngagement, type Engagement } from './engagement.service';
export { createImpactScorer } from './impact-scorer';
export { impactScore } from './impact';
