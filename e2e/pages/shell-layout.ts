import type { Locator, Page } from '@playwright/test';

/** The parts of the shell's layout every page shares. */
export class ShellLayout {
  readonly banner: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** The element a remote renders its page into (`data-remote` set by withRemoteRoot). */
  remoteRoot(remote: string): Locator {
    return this.page.locator(`[data-remote="${remote}"]`).first();
  }

  remoteFallback(remote: string): Locator {
    return this.page.locator(`[data-remote-fallback="${remote}"]`);
  }
}
