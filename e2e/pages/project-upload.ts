import { expect, type Locator, type Page } from '@playwright/test';

/** A file as the form's picker takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The Upload and Edit project forms (mfe-projects), by their labels and roles. */
export class ProjectForm {
  constructor(private readonly page: Page) {}

  get title(): Locator {
    return this.page.getByLabel('Title', { exact: true });
  }

  get writeup(): Locator {
    return this.page.getByLabel('Write-up (Markdown)');
  }

  /** The Preview tab's panel. */
  get preview(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Preview' });
  }

  async addFiles(files: PickedFile[]) {
    await this.page.getByLabel('Files', { exact: true }).setInputFiles(files);
    for (const { name } of files)
      await expect(this.page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }

  /** Adds pictures and gives each its alt text (the title is proposed; it is replaced). */
  async addImages(images: Array<PickedFile & { alt: string }>) {
    await this.page
      .getByLabel('Gallery images', { exact: true })
      .setInputFiles(images.map(({ alt: _alt, ...file }) => file));
    for (const { name, alt } of images)
      await this.page.getByLabel(`Alt text for ${name}`).fill(alt);
  }

  async typeWriteup(markdown: string) {
    await this.page.getByRole('tab', { name: 'Write' }).click();
    await this.writeup.fill(markdown);
  }

  async showPreview() {
    await this.page.getByRole('tab', { name: 'Write' }).focus();
    await this.page.keyboard.press('ArrowRight');
    await expect(this.page.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
}
