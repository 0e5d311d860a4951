import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { reloadRuntimeConfig } from '../app/runtime-config';
import { DEFAULT_CONTACT_EMAIL } from '../constants';
import { stubFetch } from '../testing/stub-fetch';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('shows the policy, last updated January 2025, with its sections', async () => {
    stubFetch();
    await reloadRuntimeConfig();
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Information we collect',
      'How we use your information',
      'Public visibility',
      'Payments',
      'Security',
      'Data retention',
      'Your rights',
      'Contact',
    ]);
    expect(await screen.findByRole('link', { name: DEFAULT_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT_EMAIL}`,
    );
  });

  it('uses the contact address from the runtime config when the operator sets one', async () => {
    stubFetch({
      'GET /mf-config.json': () => jsonResponse({ remotes: {}, contactEmail: 'dpo@example.org' }),
    });
    await reloadRuntimeConfig();
    renderWithProviders(<PrivacyPolicyPage />);
    expect(await screen.findByRole('link', { name: 'dpo@example.org' })).toHaveAttribute(
      'href',
      'mailto:dpo@example.org',
    );
  });
});
