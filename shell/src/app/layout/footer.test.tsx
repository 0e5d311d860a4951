import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { currentUser, stubFetch } from '../../testing/stub-fetch';
import { Footer } from './footer';

describe('Footer', () => {
  it('has the Platform, Resources and Company columns, the tagline and © 2025', async () => {
    stubFetch();
    renderWithProviders(<Footer />);
    const platform = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(platform).getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/browse-projects',
    );
    expect(within(platform).getByRole('link', { name: 'Features' })).toBeInTheDocument();
    const resources = within(screen.getByRole('navigation', { name: 'Resources' }));
    expect(resources.getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute(
      'href',
      '/profiles',
    );
    const company = within(screen.getByRole('navigation', { name: 'Company' }));
    expect(company.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // Every site link leads to a page: no '#help'-style placeholders.
    for (const nav of screen.getAllByRole('navigation')) {
      for (const link of within(nav).getAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^\/[a-z#-]*$/);
        expect(link.getAttribute('href')).not.toMatch(/^#/);
      }
    }
    expect(screen.getByText(/premier platform for IT professionals/)).toBeInTheDocument();
    expect(screen.getByText('© 2025 Stackfolio. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stackfolio on GitHub' })).toBeInTheDocument();
  });

  it('makes Upload Projects inert while the auth state loads, then points it to /register when signed out', async () => {
    stubFetch();
    renderWithProviders(<Footer />);
    expect(screen.getByText('Upload Projects')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Upload Projects' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upload Projects' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('points Upload Projects to /upload when signed in', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(currentUser()) });
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: 'Upload Projects' })).toHaveAttribute(
      'href',
      '/upload',
    );
  });
});
