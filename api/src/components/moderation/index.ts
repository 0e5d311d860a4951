export { createAuditLog, type Actor } from './audit-log';
export { createModerationService, type ModerationService } from './moderation.service';
export { reportsRouter } from './reports.router';
