import { tokenResponseSchema } from '@stackfolio/contract';
import { ApiError, AUTH_TOKEN_KEY, apiJson, apiRequest } from './api-client';

function lastCall(fetchMock: jest.Mock) {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('apiRequest (docs/product.md §7)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
    global.fetch = fetchMock;
  });

  it('always sends cookies', async () => {
    await apiRequest('GET', '/api/projects');
    expect(lastCall(fetchMock).init.credentials).toBe('include');
  });

  it('adds a bearer header only when authToken is stored', async () => {
    await apiRequest('GET', '/api/auth/user');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();

    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    await apiRequest('GET', '/api/auth/user');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends JSON with a JSON content type when a plain body is present', async () => {
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' });
    const { init, headers } = lastCall(fetchMock);
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('leaves the content type to the browser for multipart forms', async () => {
    const form = new FormData();
    form.append('title', 'x');
    await apiRequest('POST', '/api/projects', form);
    const { init, headers } = lastCall(fetchMock);
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('sends no content type without a body', async () => {
    await apiRequest('DELETE', '/api/projects/1');
    expect(lastCall(fetchMock).headers['Content-Type']).toBeUndefined();
  });

  it('raises "<status>: <body text>" for a non-OK response', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"Invalid email or password"}', { status: 401 }),
    );
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
  });

  it('falls back to the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiJson', () => {
  it('parses the JSON body and yields null for an empty one', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"token":"t"}', { status: 200 }))
      .mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiJson('POST', '/api/auth/login', {})).resolves.toEqual({ token: 't' });
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeNull();
  });

  it('with a contract schema, types the answer and refuses one that drifted from it', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"token":"t"}', { status: 200 }))
      .mockResolvedValueOnce(new Response('{"tokens":"t"}', { status: 200 }));
    await expect(apiJson(tokenResponseSchema, 'POST', '/api/auth/login', {})).resolves.toEqual({
      token: 't',
    });
    await expect(apiJson(tokenResponseSchema, 'POST', '/api/auth/login', {})).rejects.toThrow(
      /token/,
    );
  });
});
