import type { RemoteKey } from '@stackfolio/shared-ui';

/** Pages the shell owns itself. */
export type ShellPage =
  | 'home'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'confirm-email'
  | 'privacy-policy'
  | 'terms'
  | 'settings';

export type RouteEntry =
  { path: string; shell: ShellPage } | { path: string; remote: RemoteKey; page: string };

/**
 * docs/product.md §2's route table: which part of the product owns each path. Access rules (signed-in,
 * owner, admin) are each page's own business, as the spec places them on the screens.
 */
export const ROUTES: RouteEntry[] = [
  { path: '/', shell: 'home' },
  { path: '/login', shell: 'login' },
  { path: '/register', shell: 'register' },
  { path: '/forgot-password', shell: 'forgot-password' },
  { path: '/reset-password', shell: 'reset-password' },
  { path: '/confirm-email', shell: 'confirm-email' },
  { path: '/privacy-policy', shell: 'privacy-policy' },
  { path: '/terms', shell: 'terms' },
  { path: '/settings', shell: 'settings' },
  { path: '/profiles', remote: 'profiles', page: 'browse-profiles' },
  { path: '/profile/:id', remote: 'profiles', page: 'profile' },
  { path: '/edit-profile', remote: 'profiles', page: 'edit-profile' },
  { path: '/browse-projects', remote: 'projects', page: 'browse-projects' },
  { path: '/upload', remote: 'projects', page: 'upload' },
  { path: '/projects/:id/edit', remote: 'projects', page: 'edit-project' },
  { path: '/analytics', remote: 'analytics', page: 'analytics' },
  { path: '/resume', remote: 'resume', page: 'resume' },
  { path: '/admin', remote: 'admin', page: 'admin' },
];
