export { createHandlesService, type HandlesService } from './handles.service';
export { handlesRouter } from './handles.router';
