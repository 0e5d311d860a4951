import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aFacets,
  aPage,
  aPublicUser,
  jsonResponse,
  renderWithProviders,
} from '@stackfolio/shared-ui/testing';
import { COPY_CONFIRMATION_MS, MESSAGES } from '../constants';
import { currentUser, stubFetch } from '../testing/stub-fetch';
import { HomePage } from './home-page';

const signedIn = (
  overrides: Record<string, unknown> = {},
  routes: Parameters<typeof stubFetch>[0] = {},
) =>
  stubFetch({
    'GET /api/auth/user': () => jsonResponse(currentUser(overrides)),
    'GET /api/users/all?page=1&limit=1': () =>
      jsonResponse({ ...aPage([aPublicUser()], { total: 128, limit: 1 }), facets: aFacets() }),
    ...routes,
  });

describe('HomePage', () => {
  // The remotes' widgets cannot load in jsdom; their boundaries log and show the fallback.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  describe('signed out: the landing page', () => {
    it('shows the hero, Why Join, the call to action and the three features', async () => {
      stubFetch();
      renderWithProviders(<HomePage />);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
        'href',
        '/api/login',
      );
      expect(screen.getByRole('link', { name: 'Join Free' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('heading', { name: 'Why Join Stackfolio?' })).toBeInTheDocument();
      const cta = screen.getByRole('region', { name: 'Ready to Get Started?' });
      expect(within(cta).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
        'href',
        '/register',
      );
      expect(within(cta).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      const features = screen.getByRole('region', { name: 'Everything you need to stand out' });
      expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    });

    it('renders no ad slot when ads are not configured', async () => {
      stubFetch();
      renderWithProviders(<HomePage />);
      await screen.findByRole('heading', { level: 1 });
      expect(document.querySelector('[data-ad-slot-box]')).toBeNull();
    });
  });

  describe('signed in: the dashboard', () => {
    it('greets the user by first name, with buttons to /upload and their profile', async () => {
      signedIn();
      renderWithProviders(<HomePage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to your dashboard, Ada!' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upload Project' })).toHaveAttribute(
        'href',
        '/upload',
      );
      expect(screen.getByRole('link', { name: 'View My Profile' })).toHaveAttribute(
        'href',
        '/profile/7',
      );
    });

    it("falls back to 'Professional' without a first name", async () => {
      signedIn({ firstName: '' });
      renderWithProviders(<HomePage />);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Welcome to your dashboard, Professional!',
        }),
      ).toBeInTheDocument();
    });

    it("shows My Projects from the user's project count and Community as 'N+ Professionals'", async () => {
      signedIn({ projectCount: 4 });
      renderWithProviders(<HomePage />);
      const projects = await screen.findByRole('region', { name: 'My Projects' });
      expect(projects).toHaveTextContent('4');
      const community = screen.getByRole('region', { name: 'Community' });
      expect(await within(community).findByText('128+ Professionals')).toBeInTheDocument();
    });

    it('offers the quick actions and the three getting-started steps', async () => {
      signedIn();
      renderWithProviders(<HomePage />);
      const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
      expect(actions.getByRole('link', { name: 'Upload New Project' })).toHaveAttribute(
        'href',
        '/upload',
      );
      expect(actions.getByRole('link', { name: 'Generate Resume' })).toHaveAttribute(
        'href',
        '/resume',
      );
      expect(actions.getByRole('button', { name: 'Copy Profile Link' })).toBeInTheDocument();
      const steps = within(screen.getByRole('region', { name: 'Getting Started' })).getAllByRole(
        'listitem',
      );
      expect(steps.map((step) => step.querySelector('a')?.textContent)).toEqual([
        'Complete your profile',
        'Upload your first project',
        'Connect with others',
      ]);
    });

    it("copies the origin plus /profile/{id} and shows 'Copied!' for 2 seconds", async () => {
      jest.useFakeTimers();
      signedIn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const writeText = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderWithProviders(<HomePage />);
      await user.click(await screen.findByRole('button', { name: 'Copy Profile Link' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/profile/7`);
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.linkCopied);
      act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Profile Link' })).toBeInTheDocument();
    });

    it("toasts 'Failed to copy' when the clipboard refuses", async () => {
      signedIn();
      const user = userEvent.setup();
      const writeText = jest.fn(async () => {
        throw new Error('denied');
      });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderWithProviders(<HomePage />);
      await user.click(await screen.findByRole('button', { name: 'Copy Profile Link' }));
      expect(await screen.findByText(MESSAGES.copyFailed.description)).toBeInTheDocument();
      expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.copyFailed.title);
      expect(screen.getByRole('button', { name: 'Copy Profile Link' })).toBeInTheDocument();
    });
  });
});
