import { ApiError } from './api-client';
import { apiErrorMessage } from './error-message';

const FALLBACK = 'Login failed. Please check your credentials and try again.';

describe('apiErrorMessage', () => {
  it('returns the message of a JSON error body', () => {
    const error = new ApiError(401, '{"message":"Invalid email or password"}', 'Unauthorized');
    expect(apiErrorMessage(error, FALLBACK)).toBe('Invalid email or password');
  });

  it('returns a plain-text body as it is', () => {
    expect(
      apiErrorMessage(new ApiError(429, 'Too many attempts', 'Too Many Requests'), FALLBACK),
    ).toBe('Too many attempts');
  });

  it('falls back for an empty body, an HTML page, JSON without a message and non-API errors', () => {
    expect(apiErrorMessage(new ApiError(500, '', 'Internal Server Error'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(
      apiErrorMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), FALLBACK),
    ).toBe(FALLBACK);
    expect(apiErrorMessage(new ApiError(400, '{"error":"x"}', 'Bad Request'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(apiErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });
});
