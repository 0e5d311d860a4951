import type { ComponentType } from 'react';
import type { ShellPage } from '../app/route-table';
import { ForgotPasswordPage } from './forgot-password-page';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RegisterPage } from './register-page';
import { SettingsPage } from './settings-page';
import { TermsPage } from './terms-page';

/** The pages the shell renders itself, by route-table id. */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'privacy-policy': PrivacyPolicyPage,
  terms: TermsPage,
  settings: SettingsPage,
};
