import Bowser from 'bowser';

/** "Firefox 128 on Windows 10"-style names for a User-Agent; '' parts are left out. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string;
  os: string;
} {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || 'Unknown browser', os: os || 'Unknown system' };
}
