import { useQuery } from '@tanstack/react-query';
import { apiJson, type MfConfig } from '@stackfolio/shared-ui';

/**
 * GET /mf-config.json: the runtime configuration the server hands to the page (docs/architecture.md).
 * Besides the remotes' URLs it may carry the operator's third-party settings; an absent field
 * means the feature is off (a default install makes no third-party requests).
 */
export interface RuntimeConfig extends MfConfig {
  /** Analytics provider measurement id (from ANALYTICS_ID). */
  analyticsId?: string | null;
  /** Ad network client id (from ADS_CLIENT). */
  adsClient?: string | null;
  /** The privacy contact shown on /privacy-policy. */
  contactEmail?: string | null;
}

let pending: Promise<RuntimeConfig> | null = null;

/** The runtime config, fetched once per page load and shared by the remote loader and the pages. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= apiJson<RuntimeConfig>('GET', '/mf-config.json');
  // A failed fetch is not remembered, so the next caller (e.g. a Retry button) tries again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** Fetches the config again (a remote's Retry picks up a changed remote URL). */
export function reloadRuntimeConfig(): Promise<RuntimeConfig> {
  pending = null;
  return loadRuntimeConfig();
}

export const RUNTIME_CONFIG_KEY = ['runtime-config'] as const;

/** The runtime config for components; `undefined` while loading or when it could not be read. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const { data } = useQuery({
    queryKey: RUNTIME_CONFIG_KEY,
    queryFn: loadRuntimeConfig,
    staleTime: Infinity,
  });
  return data;
}
