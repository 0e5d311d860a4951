export {
  toOwner,
  toProject,
  toProjectDetail,
  type OwnerRow,
  type ProjectRow,
} from './projects.mapper';
export {
  CARD_ATTRIBUTES,
  OWNER_ATTRIBUTES,
  createProjectsRepository,
  toProjectRow,
} from './projects.repository';
export { projectsRouter } from './projects.router';
export { createProjectsService, type ProjectsService } from './projects.service';
export { createPinsService, pinsRouter, type PinsService } from './project-pins';
