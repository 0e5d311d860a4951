// The account feature's public surface: the password-reset request the sign-in pages send.
export { requestPasswordReset } from './api/account-requests';
