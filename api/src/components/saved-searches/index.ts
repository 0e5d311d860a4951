export { alertUnsubscribeRouter, savedSearchesRouter } from './saved-searches.router';
export { createSavedSearches, type SavedSearchesService } from './saved-searches.service';
export { alertMail, scheduleAlerts } from './alerts';
