import { reportClientError } from './report-client-error';

describe('reportClientError', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () => new Response(null, { status: 204 }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs to the console and posts which remote failed to /api/client-errors', async () => {
    reportClientError({ remote: 'projects', error: new Error('Loading script failed') });
    expect(console.error).toHaveBeenCalled();
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/client-errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      remote: 'projects',
      message: 'Loading script failed',
      url: '/',
    });
  });

  it('sends the same failure only once a minute, and never throws when the report fails', () => {
    (global.fetch as jest.Mock).mockRejectedValue(new TypeError('offline'));
    expect(() => {
      reportClientError({ remote: 'admin', error: new Error('boom') });
      reportClientError({ remote: 'admin', error: new Error('boom') });
    }).not.toThrow();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
