import {
  expect,
  expectNoA11yViolationsInBothThemes,
  signedInBrowser,
  step,
  test,
} from '../fixtures';

interface SavedSearch {
  id: number;
  name: string;
  query: string;
  frequency: string;
}

test.describe('@shell saved searches in Settings', () => {
  test('a recruiter finds her saved search in Settings, changes how often it mails, renames and deletes it, by keyboard (axe in both themes)', async ({
    browser,
    baseURL,
  }) => {
    const recruiter = await signedInBrowser(
      browser,
      { firstName: 'Rita', lastName: 'Recruiter' },
      { baseURL },
    );
    const { page } = recruiter;
    const toast = page.getByTestId('toast');
    const section = page.getByRole('region', { name: 'Saved searches' });
    const listed = async () => {
      const res = await page.request.get('/api/saved-searches');
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as SavedSearch[];
    };

    const saved = await step('she saves a /profiles search (through the API)', async () => {
      // Out of order and with page and sort: the API keeps the filters in its own order.
      const res = await page.request.post('/api/saved-searches', {
        data: {
          name: 'Remote Rust',
          query: 'workplace=remote&open=1&skill=Rust&sort=newest&page=2',
          frequency: 'daily',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as SavedSearch;
    });

    await step(
      'Settings lists it with its filters in words, a link and daily e-mails',
      async () => {
        await page.goto('/settings');
        await expect(section.getByRole('heading', { name: 'Remote Rust' })).toBeVisible();
        await expect(section.getByText('Rust · Open to work · Remote')).toBeVisible();
        await expect(
          section.getByRole('link', { name: 'Open search Remote Rust' }),
        ).toHaveAttribute('href', `/profiles?${saved.query}`);
        await expect(section.getByLabel('E-mails for Remote Rust')).toHaveValue('daily');
        await expectNoA11yViolationsInBothThemes(page);
      },
    );

    await step('a weekly choice is saved at once and kept after a reload', async () => {
      await section.getByLabel('E-mails for Remote Rust').selectOption({ label: 'Weekly' });
      await expect(toast.getByText('Saved search updated.')).toBeVisible();
      await page.reload();
      await expect(section.getByLabel('E-mails for Remote Rust')).toHaveValue('weekly');
    });

    await step('she renames it by keyboard; Escape first leaves it as it was', async () => {
      const rename = section.getByRole('button', { name: 'Rename Remote Rust' });
      await rename.focus();
      await page.keyboard.press('Enter');
      const name = section.getByLabel('New name');
      await expect(name).toBeFocused();
      await page.keyboard.type(' draft');
      await page.keyboard.press('Escape');
      await expect(name).toBeHidden();
      await expect(rename).toBeFocused();
      expect(await rename.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

      await page.keyboard.press('Enter');
      await name.fill('Rustaceans, remote');
      await page.keyboard.press('Enter');
      await expect(toast.getByText('Saved search updated.')).toBeVisible();
      await expect(
        section.getByRole('button', { name: 'Rename Rustaceans, remote' }),
      ).toBeFocused();
      expect(await listed()).toMatchObject([{ name: 'Rustaceans, remote', frequency: 'weekly' }]);
    });

    await step('Open search leads to /profiles with its filters', async () => {
      await section.getByRole('link', { name: 'Open search Rustaceans, remote' }).click();
      await expect(page).toHaveURL(`/profiles?${saved.query}`);
      await page.goBack();
      await expect(section.getByRole('heading', { name: 'Rustaceans, remote' })).toBeVisible();
    });

    await step('she deletes it after confirming; the section says how to save one', async () => {
      await section.getByRole('button', { name: 'Delete Rustaceans, remote' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Delete saved search “Rustaceans, remote”?',
      });
      await expect(dialog).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast.getByText('Saved search deleted.')).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Saved searches' })).toBeFocused();
      await expect(
        section.getByText(
          'No saved searches yet. Save a search on Browse Profiles to be told of new matches.',
        ),
      ).toBeVisible();
      await expect(section.getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute(
        'href',
        '/profiles',
      );
      expect(await listed()).toEqual([]);
      await expectNoA11yViolationsInBothThemes(page);
    });

    await recruiter.context.close();
  });
});
