// The auth feature's public surface: what settings and account reuse (calls, fields, layout parts).
export { useDeleteAccount } from './api/delete-account';
export { useUpdatePassword } from './api/update-password';
export { ErrorBanner, Links } from './components/auth-layout';
export { fieldA11y, FormField } from './components/form-field';
export { PasswordInput } from './components/password-input';
export { NewPasswordFields } from './components/new-password-fields';
