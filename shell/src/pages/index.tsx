import type { ComponentType } from 'react';
import type { ShellPage } from '../app/route-table';
import { HomePage } from './home-page';
import { PlaceholderPage } from './placeholder-page';

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** The pages the shell renders itself, by route-table id. */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  login: placeholder('Sign In'),
  register: placeholder('Create Account'),
  'forgot-password': placeholder('Forgot Password'),
  'privacy-policy': placeholder('Privacy Policy'),
  terms: placeholder('Terms of Service'),
  settings: placeholder('Account Settings'),
};
