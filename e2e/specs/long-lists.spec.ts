import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  registerUser,
  step,
  test,
  type TestUser,
} from '../fixtures';

const COUNT = 130;

/** Creates `count` projects for the user through the API; returns their ids, oldest first. */
async function seedProjects(request: APIRequestContext, user: TestUser, count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const created = await request.post('/api/projects', {
      headers: { Authorization: `Bearer ${user.token}` },
      multipart: { title: `Long List ${n}`, projectUrl: `https://example.com/long-${n}` },
    });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

test.describe('@lists lists longer than one page', () => {
  test('a profile with 130 projects and a project with 130 comments show them all', async ({
    page,
  }) => {
    test.slow();
    const owner = await registerUser(page.request, { firstName: 'Long', lastName: 'Lister' });
    const ids = await step('seed 130 projects and 130 comments through the API', async () => {
      const seeded = await seedProjects(page.request, owner, COUNT);
      const commenter = await registerUser(page.request, { firstName: 'Chatty' });
      for (let n = 1; n <= COUNT; n += 1) {
        const posted = await page.request.post(`/api/projects/${seeded[0]}/comments`, {
          headers: { Authorization: `Bearer ${commenter.token}` },
          data: { content: `Remark ${n}` },
        });
        expect(posted.ok(), await posted.text()).toBe(true);
      }
      return seeded;
    });

    await step('the profile reaches every project through "Load more projects"', async () => {
      await page.goto(`/profile/${owner.id}`);
      const section = page.getByRole('region', { name: 'Portfolio Projects' });
      const cards = section.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const more = section.getByRole('button', { name: 'Load more projects' });
      while (await more.isVisible()) {
        const shown = await cards.count();
        await more.click();
        await expect(cards).not.toHaveCount(shown);
      }
      await expect(cards).toHaveCount(COUNT);
      await expect(
        section.getByRole('article', { name: 'Long List 1', exact: true }),
      ).toBeVisible();
    });

    await step('the project reaches every comment through "Load more comments"', async () => {
      await page.goto(`/browse-projects?project=${ids[0]}`);
      const dialog = page.getByRole('dialog', { name: 'Long List 1', exact: true });
      await dialog.getByRole('button', { name: `Comment (${COUNT})` }).click();
      const items = dialog.getByRole('list', { name: 'Comments' }).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const more = dialog.getByRole('button', { name: 'Load more comments' });
      while (await more.isVisible()) {
        const shown = await items.count();
        await more.click();
        await expect(items).not.toHaveCount(shown);
      }
      await expect(items).toHaveCount(COUNT);
      await expect(dialog.getByText('Remark 1', { exact: true })).toBeVisible();
    });
  });
});

test.describe('@lists owners delete from their profile', () => {
  test('a project card asks the edit page’s question, from the keyboard, and the card goes', async ({
    page,
    signedInUser,
  }) => {
    await seedProjects(page.request, signedInUser, 2);
    await page.goto(`/profile/${signedInUser.id}`);
    const section = page.getByRole('region', { name: 'Portfolio Projects' });
    const remove = section.getByRole('button', { name: 'Delete Long List 2' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Project' });
    await expect(dialog).toContainText('Are you sure you want to delete this project?');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('article', { name: 'Long List 2' })).toHaveCount(0);
    await expect(section.getByRole('article', { name: 'Long List 1' })).toBeVisible();
    const gone = await page.request.get(`/api/users/${signedInUser.id}/projects`);
    expect(JSON.stringify(await gone.json())).not.toContain('Long List 2');
  });
});
