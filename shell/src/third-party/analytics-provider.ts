/**
 * The analytics provider (Google Analytics 4 through gtag.js), loaded only when the operator sets
 * ANALYTICS_ID. Page views are sent by the shell on every route change (docs/product.md §1), so the provider's
 * own automatic page view is turned off.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

let installedId: string | null = null;

export function installAnalytics(measurementId: string): void {
  if (installedId === measurementId) return;
  installedId = measurementId;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  script.onerror = () => console.warn('The analytics script could not be loaded');
  document.head.appendChild(script);
}

/** One page-view event for the page now shown. */
export function sendPageView(path: string): void {
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** For tests: forget what was installed. */
export function resetAnalyticsForTests(): void {
  installedId = null;
  delete window.gtag;
  delete window.dataLayer;
}
