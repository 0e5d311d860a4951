import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@stackfolio/shared-ui/router';
import { AdsProvider } from '@stackfolio/shared-ui';
import { useRuntimeConfig } from '../app/runtime-config';
import { installAdsScript } from './ads-script';
import { installAnalytics, sendPageView } from './analytics-provider';

/**
 * Analytics (a page view on every route change) and ads (slots provided to every page), both off
 * unless the runtime config names them.
 */
export function ThirdPartyScripts({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const analyticsId = config?.analyticsId || null;
  const adsClient = config?.adsClient || null;
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (analyticsId) installAnalytics(analyticsId);
  }, [analyticsId]);

  useEffect(() => {
    if (analyticsId) sendPageView(pathname + search);
  }, [analyticsId, pathname, search]);

  useEffect(() => {
    if (adsClient) installAdsScript(adsClient);
  }, [adsClient]);

  return <AdsProvider client={adsClient}>{children}</AdsProvider>;
}
