import type { ComponentType } from 'react';

/**
 * What crosses a remote's border (ARCHITECTURE §2). A remote's `./routes` module default-exports
 * a map from page id to page component; the shell's route table says which path shows which page.
 * `./widgets` does the same for the dashboard's widgets.
 */
export type RemotePages = Record<string, ComponentType>;
export type RemoteWidgets = Record<string, ComponentType<Record<string, unknown>>>;

export interface RemoteRoutesModule {
  default: RemotePages;
}
export interface RemoteWidgetsModule {
  default: RemoteWidgets;
}

/** The five remotes: folder suffix → federation name. */
export const REMOTES = {
  profiles: 'mfe_profiles',
  projects: 'mfe_projects',
  analytics: 'mfe_analytics',
  resume: 'mfe_resume',
  admin: 'mfe_admin',
} as const;

export type RemoteKey = keyof typeof REMOTES;

/** GET /mf-config.json: where each remote's manifest lives right now. */
export interface MfConfig {
  remotes: Record<RemoteKey, string>;
}
