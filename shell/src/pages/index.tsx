import { lazy, type ComponentType } from 'react';
import { Spinner } from '@stackfolio/shared-ui';
import type { ShellPage } from '../app/route-table';
import { SuspenseArea } from '../page-start/hydration-area';
import { HomePage } from './home-page';

/**
 * A page loaded on first visit: the forms (zod, react-hook-form) and the long legal texts stay
 * out of the JavaScript every visitor downloads for `/` (the shell's JS budget).
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <SuspenseArea fallback={<Spinner />}>
        <Page />
      </SuspenseArea>
    );
  };
}

/** The pages the shell renders itself, by route-table id. */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  login: lazyPage(() => import('./login-page').then((m) => m.LoginPage)),
  register: lazyPage(() => import('./register-page').then((m) => m.RegisterPage)),
  'forgot-password': lazyPage(() =>
    import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': lazyPage(() =>
    import('./reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  'confirm-email': lazyPage(() => import('./confirm-email-page').then((m) => m.ConfirmEmailPage)),
  'verify-email': lazyPage(() => import('./verify-email-page').then((m) => m.VerifyEmailPage)),
  'privacy-policy': lazyPage(() =>
    import('./privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  ),
  terms: lazyPage(() => import('./terms-page').then((m) => m.TermsPage)),
  settings: lazyPage(() => import('./settings-page').then((m) => m.SettingsPage)),
  messages: lazyPage(() => import('./messages-page').then((m) => m.MessagesPage)),
  search: lazyPage(() => import('./search-page').then((m) => m.SearchPage)),
  notifications: lazyPage(() => import('./notifications-page').then((m) => m.NotificationsPage)),
  unsubscribe: lazyPage(() => import('./unsubscribe-page').then((m) => m.UnsubscribePage)),
};
