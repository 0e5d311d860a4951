/** The ad network's script (AdSense), added once and only when the operator sets ADS_CLIENT. */
export const ADS_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

let installedClient: string | null = null;

export function installAdsScript(client: string): void {
  if (installedClient === client) return;
  installedClient = client;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ADS_SCRIPT_URL}?client=${encodeURIComponent(client)}`;
  // docs/product.md §8: an ad failure only logs a warning.
  script.onerror = () => console.warn('The ad network script could not be loaded');
  document.head.appendChild(script);
}

export function resetAdsForTests(): void {
  installedClient = null;
}
