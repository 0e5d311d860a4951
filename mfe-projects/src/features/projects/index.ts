// The projects feature's public surface: what the other features of this remote may use.
export { projectKeys } from './api/project-keys';
export { useProject } from './api/get-project';
export { ProjectActions } from './components/project-actions';
export { ProjectGrid } from './components/project-grid';
