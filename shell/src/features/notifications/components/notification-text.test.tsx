import { screen } from '@testing-library/react';
import type { Notification } from '@stackfolio/contract';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { NotificationText } from './notification-text';

const base: Notification = {
  id: 1,
  kind: 'like',
  createdAt: '2026-01-05T08:00:00.000Z',
  read: false,
  actor: null,
  project: null,
  excerpt: null,
  moderation: null,
  device: null,
  savedSearch: null,
  weeklySummary: null,
};

describe('NotificationText', () => {
  it('says "3 new profiles match “Remote Elm”" for a saved search, linking to its /profiles query', () => {
    renderWithProviders(
      <NotificationText
        actor={null}
        item={{
          ...base,
          kind: 'saved-search',
          savedSearch: { id: 4, name: 'Remote Elm', newProfiles: 3, query: 'skill=Elm&open=1' },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: '3 new profiles match “Remote Elm”' });
    expect(link).toHaveAttribute('href', '/profiles?skill=Elm&open=1');
  });

  it('says "1 new profile matches" for one, and links to /profiles for a search of everyone', () => {
    renderWithProviders(
      <NotificationText
        actor={null}
        item={{
          ...base,
          kind: 'saved-search',
          savedSearch: { id: 4, name: 'All', newProfiles: 1, query: '' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '1 new profile matches “All”' })).toHaveAttribute(
      'href',
      '/profiles',
    );
  });

  it('sums profile and project views in the weekly summary and links to the analytics dashboard', () => {
    renderWithProviders(
      <NotificationText
        actor={null}
        item={{
          ...base,
          kind: 'weekly-summary',
          weeklySummary: {
            weekStart: '2025-12-29',
            profileViews: 5,
            projectViews: 7,
            downloads: 1,
            followers: 2,
          },
        }}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Your portfolio this week: 12 views, 1 download, 2 new followers',
    });
    expect(link).toHaveAttribute('href', '/analytics');
  });
});
