export { healthRouter, markShuttingDown } from './health.router';
