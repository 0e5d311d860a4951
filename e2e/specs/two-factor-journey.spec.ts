import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { expect, expectNoA11yViolations, step, test } from '../fixtures';
import { ShellAccount } from '../pages/shell-account';

/** Codes as an authenticator app computes them; each time step is accepted once. */
const codeAt = (secret: string, stepNumber: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: stepNumber * 30_000 });
const stepNow = () => Math.floor(Date.now() / 30_000);

const CODE_FIELD = 'Authentication code or recovery code';

/** Signs out and back in with the password; the second step asks for a code. */
async function passwordStep(page: Page, email: string, password: string) {
  const account = new ShellAccount(page);
  await account.logOut();
  await page.goto('/login');
  await account.signIn(email, password);
  await expect(page.getByLabel(CODE_FIELD)).toBeVisible();
}

async function answerCode(page: Page, code: string) {
  await page.getByLabel(CODE_FIELD).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('@shell two-factor authentication', () => {
  test('set up in Settings, then sign in with a code and with a recovery code, used once', async ({
    page,
    signedInUser: user,
  }) => {
    const dashboard = page.getByRole('heading', {
      level: 1,
      name: `Welcome to your dashboard, ${user.firstName}!`,
    });
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    let secret = '';
    let enabledAt = 0;
    let recoveryCodes: string[] = [];

    await step('set up with the key shown in text and a first code', async () => {
      await page.goto('/settings');
      await card.getByRole('button', { name: 'Set up authenticator app' }).click();
      await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
      secret = (await card.getByLabel('Setup key').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoA11yViolations(page);
      enabledAt = stepNow();
      await card.getByLabel('Code from the app').fill(codeAt(secret, enabledAt));
      await card.getByRole('button', { name: 'Turn on' }).click();
      const list = card.getByRole('list', { name: 'Recovery codes' });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await list.getByRole('listitem').allTextContents();
      await expectNoA11yViolations(page);
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await expect(card).toContainText('10 of 10 recovery codes left');
    });

    await step('the password alone no longer signs in: a code completes it', async () => {
      await passwordStep(page, user.email, user.password);
      await expect(page.getByLabel(TWO_FACTOR_MESSAGES.rememberBrowser)).not.toBeChecked();
      await expectNoA11yViolations(page);
      await answerCode(page, codeAt(secret, enabledAt + 1));
      await expect(dashboard).toBeVisible();
    });

    await step('a recovery code signs in once', async () => {
      await passwordStep(page, user.email, user.password);
      await answerCode(page, recoveryCodes[0]);
      await expect(dashboard).toBeVisible();
      await passwordStep(page, user.email, user.password);
      await answerCode(page, recoveryCodes[0]);
      await expect(page.getByRole('alert')).toContainText(TWO_FACTOR_MESSAGES.invalidRecoveryCode);
      await answerCode(page, recoveryCodes[1]);
      await expect(dashboard).toBeVisible();
    });

    await step('the new screens pass axe in the dark theme too', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/settings');
      await expect(card).toContainText('8 of 10 recovery codes left');
      await expectNoA11yViolations(page);
      await passwordStep(page, user.email, user.password);
      await expectNoA11yViolations(page);
    });
  });
});
