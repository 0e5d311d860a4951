import { ApiError, setAuthToken } from '@stackfolio/shared-ui';
import { installFakeXhr } from '../testing/fake-xhr';
import { uploadWithProgress } from './upload-with-progress';

describe('uploadWithProgress', () => {
  afterEach(() => setAuthToken(null));

  it('sends cookies and the bearer header like apiRequest, and reports progress', async () => {
    const requests = installFakeXhr();
    setAuthToken('tok-123');
    const seen: number[] = [];
    const form = new FormData();
    form.append('title', 'Hello');
    const done = uploadWithProgress('POST', '/api/projects', form, (fraction) =>
      seen.push(fraction),
    );
    const [xhr] = requests;
    expect(xhr.method).toBe('POST');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer tok-123' });
    xhr.progress(25, 100);
    xhr.respond(201, { id: 1 });
    await expect(done).resolves.toEqual({ id: 1 });
    expect(seen).toEqual([0.25, 1]);
  });

  it('sends no Authorization header without a stored token', () => {
    const requests = installFakeXhr();
    void uploadWithProgress('PUT', '/api/projects/1', new FormData());
    expect(requests[0].headers).toEqual({});
  });

  it('rejects with an ApiError "<status>: <body>" on a non-2xx answer', async () => {
    const requests = installFakeXhr();
    const done = uploadWithProgress('POST', '/api/projects', new FormData());
    requests[0].respond(413, '{"message":"File too large"}', 'Payload Too Large');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('413: {"message":"File too large"}');
    expect((error as ApiError).status).toBe(413);
  });

  it('uses the status text when the error body is empty', async () => {
    const requests = installFakeXhr();
    const done = uploadWithProgress('POST', '/api/projects', new FormData());
    requests[0].respond(502, '', 'Bad Gateway');
    await expect(done).rejects.toThrow('502: Bad Gateway');
  });
});
