import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { DEFAULT_BIO, FEATURED_SKELETON_COUNT, TEXT } from '../../../constants';
import { aUser, stubApi } from '../../../testing/api-stub';
import { FeaturedProfessionals } from './featured-professionals';

describe('Featured Professionals widget', () => {
  it(`shows ${FEATURED_SKELETON_COUNT} skeleton cards while loading`, () => {
    stubApi({ 'GET /api/users/featured': () => new Promise(() => {}) });
    renderWithProviders(<FeaturedProfessionals />);
    expect(screen.getByRole('heading', { name: TEXT.featuredTitle })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(FEATURED_SKELETON_COUNT);
  });

  it('shows "No Featured Professionals Yet" with an "Upload Your First Project" link', async () => {
    stubApi({ 'GET /api/users/featured': [] });
    renderWithProviders(<FeaturedProfessionals />);
    expect(await screen.findByRole('heading', { name: TEXT.noFeatured })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.uploadFirstProject })).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it('shows the first 3 skills and "+N more", the plural project count and the bio', async () => {
    const user = aUser({
      id: 3,
      skills: ['a', 'b', 'c', 'd', 'e'],
      projectCount: 4,
      bio: 'Builds compilers.',
    });
    stubApi({ 'GET /api/users/featured': [user] });
    renderWithProviders(<FeaturedProfessionals />);
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    const skills = within(card).getByRole('list', { name: "Ada Lovelace's skills" });
    expect(
      within(skills)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profiles skilled in a', 'Profiles skilled in b', 'Profiles skilled in c']);
    expect(within(skills).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).getByText('4 projects')).toBeInTheDocument();
    expect(within(card).getByText('Builds compilers.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/3',
    );
  });

  it('says "1 project" in the singular and shows the default bio when the bio is empty', async () => {
    stubApi({ 'GET /api/users/featured': [aUser({ skills: ['a'], projectCount: 1, bio: '' })] });
    renderWithProviders(<FeaturedProfessionals />);
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByText('1 project')).toBeInTheDocument();
    expect(within(card).getByText(DEFAULT_BIO)).toBeInTheDocument();
    expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('offers "Try Again" when the featured list fails to load', async () => {
    let fail = true;
    stubApi({
      'GET /api/users/featured': () =>
        fail ? new Response('', { status: 500 }) : Response.json([aUser()]),
    });
    renderWithProviders(<FeaturedProfessionals />);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load featured professionals' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: TEXT.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
