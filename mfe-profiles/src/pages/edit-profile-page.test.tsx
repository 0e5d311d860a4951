import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BIO_MAX_LENGTH,
  HEADER_IMAGE_HINT,
  REDIRECT_DELAY_MS,
  TEXT,
  TOASTS,
  VALIDATION,
} from '../constants';
import { callsTo, stubApi } from '../testing/api-stub';
import { me, patchBody, renderEditProfile, signedInAs } from '../testing/edit-profile';

// Typing without per-key timers keeps this large form's tests quick on a busy machine.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
// Rendering every section of the form is heavy; the CPUs here are shared with other jobs.
jest.setTimeout(30_000);

const save = () => user.click(screen.getByRole('button', { name: TEXT.saveProfile }));

describe('/edit-profile', () => {
  it('sends a signed-out visitor to /login 0.5 s after the "Unauthorized" toast', async () => {
    jest.useFakeTimers();
    try {
      stubApi({});
      renderEditProfile();
      expect(await screen.findByText(TOASTS.notSignedIn.description)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
      expect(screen.queryByText('Login page')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('Login page')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows every section with the current values and the header image hint', async () => {
    signedInAs(
      me({
        jobTitle: 'Engineer',
        githubUrl: null,
        socialLinks: { github: 'https://github.com/ada', linkedin: null, youtube: null },
      }),
    );
    renderEditProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.editProfile }),
    ).toBeInTheDocument();
    for (const section of [
      'Header Image',
      'Basic Information',
      'About Me',
      'Skills & Expertise',
      'Social Media Links',
      'Open to work',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(HEADER_IMAGE_HINT)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Job Title')).toHaveValue('Engineer');
    expect(screen.getByLabelText('GitHub')).toHaveValue('https://github.com/ada');
    expect(screen.getByRole('link', { name: TEXT.backToProfile })).toHaveAttribute(
      'href',
      '/@ada-lovelace',
    );
  });

  it('counts the bio live and refuses more than 500 characters', async () => {
    const fetchMock = signedInAs(me({ bio: 'Hi' }));
    renderEditProfile();
    expect(await screen.findByText(`2/${BIO_MAX_LENGTH} characters`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bio'), {
      target: { value: 'x'.repeat(BIO_MAX_LENGTH + 1) },
    });
    expect(
      screen.getByText(`${BIO_MAX_LENGTH + 1}/${BIO_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    await save();
    expect(await screen.findByText(VALIDATION.bioTooLong)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(0);
  });

  it('saves as multipart with untouched fields omitted and an emptied one cleared, shows "Saving...", then goes to the profile', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = signedInAs(
      me({ bio: null, jobTitle: null }),
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    renderEditProfile();
    await user.clear(await screen.findByLabelText('Location'));
    await user.type(screen.getByLabelText('Job Title'), '  Data Engineer ');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://linkedin.com/in/ada');
    await save();

    const saving = await screen.findByRole('button', { name: TEXT.saving });
    expect(saving).toBeDisabled();
    const body = patchBody(fetchMock);
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('firstName')).toBe('Ada');
    expect(body.get('jobTitle')).toBe('Data Engineer');
    expect(body.get('linkedinUrl')).toBe('https://linkedin.com/in/ada');
    expect(body.get('location')).toBe('');
    for (const omitted of [
      'handle',
      'bio',
      'githubUrl',
      'youtubeUrl',
      'twitterUrl',
      'avatar',
      'headerImage',
      'openToWork',
    ]) {
      expect(body.has(omitted)).toBe(false);
    }
    expect(JSON.parse(body.get('skills') as string)).toEqual(['React', 'SQL']);
    expect(JSON.parse(body.get('featuredSkills') as string)).toEqual(['React']);

    const authCallsBefore = callsTo(fetchMock, 'GET', '/api/auth/user').length;
    finish(Response.json(me()));
    expect(await screen.findByText('Profile page at /@ada-lovelace')).toBeInTheDocument();
    expect(screen.getByText(TOASTS.profileUpdated.title)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/auth/user').length).toBe(authCallsBefore + 1),
    );
  });

  it('rejects a first name of one character with "First name must be at least 2 characters"', async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'A');
    await save();
    expect(await screen.findByText(VALIDATION.firstNameTooShort)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(0);
  });

  it('rejects a social link that is not an http(s) URL with "Invalid URL"', async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    await user.type(await screen.findByLabelText('GitHub'), 'javascript:alert(1)');
    await save();
    expect(await screen.findByText(VALIDATION.invalidUrl)).toBeInTheDocument();
    expect(screen.getByLabelText('GitHub')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(0);
  });

  it('accepts image files only, previews the chosen avatar and uploads it', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = jest.fn(() => 'blob:avatar-preview');
    URL.revokeObjectURL = jest.fn();
    try {
      const fetchMock = signedInAs(me());
      renderEditProfile();
      const picker = await screen.findByLabelText('Upload avatar');
      // A browser's picker can still hand over any file (drag and drop, "All files").
      const anyFile = userEvent.setup({ delay: null, applyAccept: false });
      await anyFile.upload(picker, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText(VALIDATION.imageOnly)).toBeInTheDocument();

      const avatar = new File(['png'], 'me.png', { type: 'image/png' });
      await user.upload(picker, avatar);
      await waitFor(() => expect(screen.queryByText(VALIDATION.imageOnly)).not.toBeInTheDocument());
      expect(screen.getByRole('img', { name: 'New avatar preview' })).toBeInTheDocument();
      await save();
      await waitFor(() =>
        expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(1),
      );
      expect((patchBody(fetchMock).get('avatar') as File).name).toBe('me.png');
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('toasts "Update failed" when saving fails', async () => {
    signedInAs(me(), () => new Response('{"message":"Database unavailable"}', { status: 500 }));
    renderEditProfile();
    await screen.findByLabelText('First Name');
    await save();
    expect(await screen.findByText(TOASTS.updateFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.saveProfile })).toBeEnabled();
  });

  it('toasts "You are logged out. Logging in again..." on a 401 Unauthorized, then navigates 0.5 s later', async () => {
    // jsdom cannot navigate; it reports the attempt on console.error, which is what we observe.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const navigationAttempts = () =>
      consoleError.mock.calls.filter(([error]) =>
        String(error).includes('Not implemented: navigation'),
      ).length;
    try {
      signedInAs(
        me(),
        () => new Response('{"message":"Unauthorized: please sign in"}', { status: 401 }),
      );
      renderEditProfile();
      await screen.findByLabelText('First Name');
      jest.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: TEXT.saveProfile }));
      expect(await screen.findByText(TOASTS.loggedOut.description)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
      expect(navigationAttempts()).toBe(0);
      act(() => jest.advanceTimersByTime(1));
      expect(navigationAttempts()).toBe(1);
    } finally {
      jest.useRealTimers();
      consoleError.mockRestore();
    }
  });

  it('goes back to the profile on Cancel without saving', async () => {
    const fetchMock = signedInAs(me());
    renderEditProfile();
    await user.click(await screen.findByRole('button', { name: TEXT.cancel }));
    expect(await screen.findByText('Profile page at /@ada-lovelace')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/profile')).toHaveLength(0);
  });
});
