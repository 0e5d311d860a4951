import type { Locator, Page } from '@playwright/test';

/** The Report dialog and the moderation parts of /admin, by roles and names as a person sees them. */
export class Moderation {
  constructor(readonly page: Page) {}

  reportDialog(what: string): Locator {
    return this.page.getByRole('dialog', { name: `Report ${what}` });
  }

  /** Reports through the dialog that the "Report" button opens. */
  async report(button: Locator, what: string, reason: string, note: string): Promise<Locator> {
    await button.click();
    const dialog = this.reportDialog(what);
    await dialog.getByRole('radio', { name: reason }).check();
    await dialog.getByLabel('Note (optional)').fill(note);
    return dialog;
  }

  get queue(): Locator {
    return this.page.getByRole('region', { name: 'Moderation Queue' });
  }

  get auditLog(): Locator {
    return this.page.getByRole('list', { name: 'Admin actions, newest first' });
  }

  /** Runs a queue action on the item titled `title`, giving `reason` in its dialog. */
  async act(action: string, title: string, reason: string): Promise<void> {
    await this.queue.getByRole('button', { name: `${action}: ${title}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `${action}: “${title}”` });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: action }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
