import { createQueryClient } from './query-client';

describe('createQueryClient (docs/product.md §9 defaults)', () => {
  it('keeps data fresh for 5 minutes, never retries and never refetches on focus or reconnect', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnMount).toBe(true);
    expect(mutations?.retry).toBe(false);
  });

  it('GETs the query key parts joined by "/" by default', async () => {
    const fetchMock = jest.fn(async () => new Response('{"id":7}', { status: 200 }));
    global.fetch = fetchMock;
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/users', 7] });
    expect(data).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/7',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('does not retry a failed query', async () => {
    const fetchMock = jest.fn(async () => new Response('boom', { status: 500 }));
    global.fetch = fetchMock;
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/projects'] })).rejects.toThrow(
      '500: boom',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
