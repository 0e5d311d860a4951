import { expect, expectNoA11yViolations, registerUser, step, test } from '../fixtures';

test.describe('@shell @profiles @projects search from the top bar', () => {
  test('finds a profile by a skill and a project by a word of its description', async ({
    page,
    signedInUser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const skill = `Zig${stamp}`;
    const word = `quokka${stamp}`;
    // Someone else, made through the API (`request` is not the signed-in page's context).
    const other = await registerUser(request, { firstName: 'Radia', lastName: 'Perlman' });
    const auth = { Authorization: `Bearer ${other.token}` };
    let projectPath = '';

    await step('another person has a skill and a project', async () => {
      const profile = await request.patch('/api/users/profile', {
        headers: auth,
        multipart: { jobTitle: 'Network Engineer', skills: JSON.stringify([skill, 'Routing']) },
      });
      expect(profile.ok()).toBe(true);
      const created = await request.post('/api/projects', {
        headers: auth,
        multipart: {
          title: 'Spanning tree notes',
          description: `How the ${word} protocol avoids loops`,
          projectUrl: 'https://example.com/stp',
        },
      });
      expect(created.status()).toBe(201);
      projectPath = ((await created.json()) as { path: string }).path;
    });

    await step('the top bar search finds the profile by its skill', async () => {
      await page.goto('/');
      const box = page
        .getByRole('search', { name: 'Site' })
        .getByRole('searchbox', { name: 'Search' });
      await box.fill(skill.toLowerCase());
      await box.press('Enter');
      await expect(page).toHaveURL(`/search?q=${skill.toLowerCase()}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: `Search results for "${skill.toLowerCase()}"`,
        }),
      ).toBeVisible();
      const profiles = page.getByRole('region', { name: 'Profiles (1)' });
      await expect(profiles.getByRole('link', { name: 'Radia Perlman' })).toBeVisible();
      // The searcher (who has no such skill) is not among them.
      await expect(
        profiles.getByRole('link', { name: `${signedInUser.firstName} ${signedInUser.lastName}` }),
      ).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Projects (0)' })).toBeVisible();
      await expectNoA11yViolations(page);
      await profiles.getByRole('link', { name: 'Radia Perlman' }).click();
      await expect(page).toHaveURL(`/@${other.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Radia Perlman' })).toBeVisible();
    });

    await step('the top bar search finds the project by a word of its description', async () => {
      const box = page
        .getByRole('search', { name: 'Site' })
        .getByRole('searchbox', { name: 'Search' });
      await box.fill(word.slice(0, 9));
      await box.press('Enter');
      const projects = page.getByRole('region', { name: 'Projects (1)' });
      await expect(projects.getByRole('link', { name: 'Spanning tree notes' })).toBeVisible();
      await expect(projects.getByText(`How the ${word} protocol avoids loops`)).toBeVisible();
      await projects.getByRole('link', { name: 'Spanning tree notes' }).click();
      await expect(page).toHaveURL(projectPath);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Spanning tree notes' }),
      ).toBeVisible();
    });

    await step('a search with no match says so', async () => {
      await page.goto(`/search?q=${encodeURIComponent(`nothing${stamp}`)}`);
      await expect(
        page.getByRole('heading', { level: 2, name: `No results for "nothing${stamp}"` }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });

  test('a signed-out visitor opens a results page (server-rendered, then hydrated)', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const other = await registerUser(request, { firstName: 'Barbara', lastName: `Liskov${stamp}` });
    await page.goto(`/search?q=liskov${stamp}`);
    await expect(page.getByRole('searchbox', { name: 'Search profiles and projects' })).toHaveValue(
      `liskov${stamp}`,
    );
    await expect(
      page
        .getByRole('region', { name: 'Profiles (1)' })
        .getByRole('link', { name: `Barbara Liskov${stamp}` }),
    ).toHaveAttribute('href', `/@${other.handle}`);
    await expectNoA11yViolations(page);
  });
});
