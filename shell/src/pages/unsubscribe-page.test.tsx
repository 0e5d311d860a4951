import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PREFERENCE_MESSAGES } from '@stackfolio/contract';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { callsTo, stubFetch } from '../testing/stub-fetch';
import { UnsubscribePage } from './unsubscribe-page';

describe('UnsubscribePage', () => {
  it('turns the mails off only when asked, with the token of the link', async () => {
    const fetchMock = stubFetch({
      'POST /api/email/unsubscribe': () =>
        jsonResponse({
          kinds: ['comment'],
          changed: true,
          message: EMAIL_PREFERENCE_MESSAGES.turnedOff(['comment']),
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=abc.def' });
    const button = await screen.findByRole('button', { name: 'Turn these mails off' });
    expect(callsTo(fetchMock, 'POST', '/api/email/unsubscribe')).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Comment mails are off. Change this any time in Settings.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/email/unsubscribe')).toEqual([{ token: 'abc.def' }]);
  });

  it('says what went wrong with a link the server refuses', async () => {
    stubFetch({
      'POST /api/email/unsubscribe': () =>
        jsonResponse({ message: EMAIL_PREFERENCE_MESSAGES.linkExpired }, 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=old' });
    await user.click(await screen.findByRole('button', { name: 'Turn these mails off' }));
    expect(await screen.findByText(EMAIL_PREFERENCE_MESSAGES.linkExpired)).toBeInTheDocument();
  });
});
