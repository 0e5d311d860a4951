/**
 * @stackfolio/shared-ui/dialog: the modal dialog (Radix). Not part of the shared singleton
 * (`@stackfolio/shared-ui`): it holds no app-wide state, so each package bundles it where it is
 * used and the shell's first page does not download it.
 */
export { Dialog, DialogClose } from './components/dialog/dialog';
export type { DialogProps } from './components/dialog/dialog';
export { ConfirmDialog } from './components/dialog/confirm-dialog';
export type { ConfirmDialogProps } from './components/dialog/confirm-dialog';
export {
  DELETE_PROJECT_CONFIRM,
  DeleteProjectDialog,
} from './components/dialog/delete-project-dialog';
export type { DeleteProjectDialogProps } from './components/dialog/delete-project-dialog';
export {
  DELETE_PROJECT_MESSAGES,
  DeleteProjectButton,
} from './components/dialog/delete-project-button';
export type { DeleteProjectButtonProps } from './components/dialog/delete-project-button';
export { ProjectOwnerActions } from './components/dialog/project-owner-actions';
export { REPORT_TEXT, ReportDialog } from './components/dialog/report-dialog';
export type { ReportDialogProps } from './components/dialog/report-dialog';
