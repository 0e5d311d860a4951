export { Toaster } from './toaster';
export {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from './toast-store';
export type { ToastInput, ToastVariant } from './toast-store';
