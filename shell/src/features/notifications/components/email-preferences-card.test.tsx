import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_EMAIL_PREFERENCES, EMAIL_PREFERENCE_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, stubFetch } from '../../../testing/stub-fetch';
import { EmailPreferencesCard } from './email-preferences-card';

describe('EmailPreferencesCard (Settings)', () => {
  it('shows each kind’s choice and saves only what changed', async () => {
    let saved = { ...DEFAULT_EMAIL_PREFERENCES };
    const fetchMock = stubFetch({
      'GET /api/account/email-preferences': () => jsonResponse(saved),
      'PUT /api/account/email-preferences': (init) => {
        saved = { ...saved, ...(JSON.parse(String(init?.body)) as object) };
        return jsonResponse(saved);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EmailPreferencesCard />);
    const comments = await screen.findByLabelText('Comments on my projects');
    expect(comments).toHaveValue('instant');
    expect(screen.getByLabelText('New followers')).toHaveValue('daily');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.selectOptions(comments, 'Off');
    await user.selectOptions(screen.getByLabelText('Likes on my projects'), 'Right away');
    await user.click(save);
    expect(await screen.findByText(EMAIL_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/account/email-preferences')).toEqual([
      { comment: 'off', like: 'instant' },
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offers the weekly summary every Monday or off, never in a daily digest', async () => {
    stubFetch({
      'GET /api/account/email-preferences': () => jsonResponse(DEFAULT_EMAIL_PREFERENCES),
    });
    renderWithProviders(<EmailPreferencesCard />);
    const weekly = await screen.findByLabelText('Weekly summary of my portfolio');
    expect(weekly).toHaveValue('instant');
    expect(Array.from((weekly as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Every Monday',
      'Off',
    ]);
  });
});
