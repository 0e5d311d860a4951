export { AuthProvider, CURRENT_USER_KEY, useAuth } from './auth-context';
export type { AuthState } from './auth-context';
