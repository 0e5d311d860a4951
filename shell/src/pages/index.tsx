import type { ComponentType } from 'react';
import type { ShellPage } from '../app/route-table';
import { ForgotPasswordPage } from './forgot-password-page';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { PlaceholderPage } from './placeholder-page';
import { RegisterPage } from './register-page';
import { SettingsPage } from './settings-page';

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** The pages the shell renders itself, by route-table id. */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'privacy-policy': placeholder('Privacy Policy'),
  terms: placeholder('Terms of Service'),
  settings: SettingsPage,
};
