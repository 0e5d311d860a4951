export { AuthProvider, CURRENT_USER_KEY, useAuth } from './auth-context';
export type { AuthState } from './auth-context';
export {
  SIGN_IN_REDIRECT_DELAY_MS,
  SIGN_IN_URL,
  SIGNED_OUT_TOAST,
  useSignInRequired,
} from './use-sign-in-required';
