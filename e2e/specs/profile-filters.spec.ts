import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsInBothThemes,
  registerUser,
  signedInBrowser,
  step,
  test,
} from '../fixtures';

type Person = { firstName: string; lastName: string; profile: Record<string, unknown> };

/** Someone open to work of these kinds, visible to everyone. */
const openTo = (employmentTypes: string[], workplaces: string[], locations: string[]) => ({
  openToWork: {
    status: 'open',
    roles: [],
    employmentTypes,
    workplaces,
    locations,
    visibility: 'everyone',
  },
});

/** Registers a person in a request context of their own and saves their profile through the API. */
async function professional(newContext: () => Promise<APIRequestContext>, person: Person) {
  const request = await newContext();
  try {
    const user = await registerUser(request, person);
    const saved = await request.patch('/api/users/profile', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: person.profile,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return user;
  } finally {
    await request.dispose();
  }
}

const cards = (page: Page) => page.getByRole('article');
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe('@profiles filter profiles by skill, availability, workplace and place', () => {
  test('a recruiter finds a professional open to remote contract work in Berlin, with counts, by keyboard and without JavaScript', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    // A skill of this test's own: the counts are of its people only.
    const skill = `Rust${Date.now().toString(36)}`;
    const filtered = `/profiles?skill=${skill.toLowerCase()}&open=1&workplace=remote`;
    const newContext = () => playwright.request.newContext({ baseURL });

    await step('professionals say what work they are open to', async () => {
      await professional(newContext, {
        firstName: 'Ferris',
        lastName: 'Berliner',
        profile: { skills: [skill], ...openTo(['contract'], ['remote'], ['Berlin']) },
      });
      await professional(newContext, {
        firstName: 'Hanna',
        lastName: 'Hybrid',
        profile: {
          skills: [skill],
          location: 'Munich',
          ...openTo(['full-time'], ['hybrid'], []),
        },
      });
      await professional(newContext, {
        firstName: 'Quinn',
        lastName: 'Quiet',
        profile: { skills: [skill], location: 'Berlin' },
      });
    });

    await step('a visitor gets the filtered list from the server and it hydrates', async () => {
      await page.goto(filtered);
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole('article', { name: 'Ferris Berliner' })).toBeVisible();
      await expect(checkbox(page, 'Remote (1)')).toBeChecked();
    });

    const recruiter = await signedInBrowser(
      browser,
      { firstName: 'Rita', lastName: 'Recruiter' },
      { baseURL },
    );
    const r = recruiter.page;

    await step('a signed-in recruiter opens the filtered address and sees the counts', async () => {
      await r.goto(filtered);
      await expect(cards(r)).toHaveCount(1);
      await expect(r.getByRole('article', { name: 'Ferris Berliner' })).toBeVisible();
      await expect(
        r.getByText(`1 profile found with the skill "${skill.toLowerCase()}"`),
      ).toBeVisible();
      await expect(checkbox(r, `${skill} (1)`)).toBeChecked();
      await expect(checkbox(r, 'Open to work (1)')).toBeChecked();
      // Workplace leaves out its own filter: it says what choosing another one gives.
      const workplace = r.getByRole('group', { name: 'Workplace' });
      await expect(workplace.getByRole('checkbox', { name: 'Remote (1)' })).toBeChecked();
      await expect(workplace.getByRole('checkbox', { name: 'Hybrid (1)' })).not.toBeChecked();
      await expect(workplace.getByRole('checkbox', { name: 'On-site (0)' })).not.toBeChecked();
      await expect(checkbox(r, 'Contract (1)')).not.toBeChecked();
      await expect(checkbox(r, 'Full-time (0)')).not.toBeChecked();
      await expectNoA11yViolationsInBothThemes(r);
    });

    await step('the recruiter toggles filters with the keyboard', async () => {
      await r.getByRole('combobox', { name: 'Sort by' }).focus();
      await r.keyboard.press('Tab');
      const open = checkbox(r, 'Open to work (1)');
      await expect(open).toBeFocused();
      expect(await open.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await r.keyboard.press('Space');
      await expect(r).toHaveURL(`/profiles?skill=${skill.toLowerCase()}&workplace=remote`);
      await expect(open).not.toBeChecked();

      await checkbox(r, 'Hybrid (1)').focus();
      await r.keyboard.press('Space');
      await expect(r).toHaveURL(/workplace=remote&workplace=hybrid/);
      await expect(cards(r)).toHaveCount(2);
      await expect(r.getByRole('article', { name: 'Hanna Hybrid' })).toBeVisible();

      await r.getByRole('searchbox', { name: 'Location' }).fill('berlin');
      await expect(r).toHaveURL(/location=berlin/);
      await expect(cards(r)).toHaveCount(1);
      await expect(r.getByRole('article', { name: 'Ferris Berliner' })).toBeVisible();
    });

    await step('"Clear filters", from the keyboard, lists everyone again', async () => {
      await r.getByRole('link', { name: 'Clear filters' }).focus();
      await r.keyboard.press('Enter');
      await expect(r).toHaveURL('/profiles');
      await expect(r.getByRole('checkbox', { checked: true })).toHaveCount(0);
      await expect(r.getByRole('searchbox', { name: 'Location' })).toHaveValue('');
      await expect(r.getByText(/^Showing \d+ of \d+ profiles?$/)).toBeVisible();
    });
    await recruiter.context.close();

    await step(
      'without JavaScript the server renders the list and the filters are a form',
      async () => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
        try {
          const noScript = await context.newPage();
          await noScript.goto(filtered);
          await expect(cards(noScript)).toHaveCount(1);
          await expect(noScript.getByRole('article', { name: 'Ferris Berliner' })).toBeVisible();
          await expect(checkbox(noScript, 'Remote (1)')).toBeChecked();
          await checkbox(noScript, 'Hybrid (1)').check();
          await noScript.getByRole('button', { name: 'Apply filters' }).click();
          await expect(noScript).toHaveURL(/workplace=remote&workplace=hybrid/);
          await expect(cards(noScript)).toHaveCount(2);
          await expect(noScript.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
            'href',
            '/profiles',
          );
        } finally {
          await context.close();
        }
      },
    );

    await step('on a phone the results come first and the filters unfold on demand', async () => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled,
          viewport: { width: 375, height: 740 },
        });
        try {
          const phone = await context.newPage();
          await phone.goto(filtered);
          await expect(phone.getByRole('article', { name: 'Ferris Berliner' })).toBeInViewport();
          const remote = checkbox(phone, 'Remote (1)');
          await expect(remote).toBeHidden();
          // Skill, open to work and workplace are chosen.
          const toggle = phone.getByRole('link', { name: 'Filters (3)' });
          await toggle.click();
          await expect(remote).toBeVisible();
          await expect(remote).toBeChecked();
          if (!javaScriptEnabled) continue;
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expectNoA11yViolationsInBothThemes(phone);
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(remote).toBeHidden();
        } finally {
          await context.close();
        }
      }
    });
  });
});
