// The auth feature's public surface: what settings reuses (account calls and password fields).
export { useDeleteAccount } from './api/delete-account';
export { useUpdatePassword } from './api/update-password';
export { fieldA11y, FormField } from './components/form-field';
export { PasswordInput } from './components/password-input';
