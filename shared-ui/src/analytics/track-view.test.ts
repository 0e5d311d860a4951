import { jsonResponse } from '../testing';
import {
  VIEW_TRACKING_THROTTLE_MS,
  resetViewTracking,
  trackPortfolioView,
  trackProjectView,
} from './track-view';

function bodiesSentTo(fetchMock: jest.Mock, url: string) {
  return fetchMock.mock.calls
    .filter(([calledUrl]) => calledUrl === url)
    .map(([, init]) => JSON.parse(init.body as string));
}

describe('view tracking', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    resetViewTracking();
    jest.useFakeTimers();
    fetchMock = jest.fn(async () => jsonResponse({ ok: true }));
    global.fetch = fetchMock;
  });
  afterEach(() => jest.useRealTimers());

  it('posts the docs/product.md §3 portfolio-view payload with empty ip, country and city', async () => {
    await trackPortfolioView(7, 3);
    const [body] = bodiesSentTo(fetchMock, '/api/analytics/portfolio-view');
    expect(body).toEqual({
      userId: 7,
      viewerUserId: 3,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      ipAddress: '',
      country: '',
      city: '',
    });
    expect(fetchMock.mock.calls[0][1].method).toBe('POST');
  });

  it('sends viewerUserId null for a signed-out visitor', async () => {
    await trackPortfolioView(7);
    expect(bodiesSentTo(fetchMock, '/api/analytics/portfolio-view')[0].viewerUserId).toBeNull();
  });

  it('sends a key at most once per 5000 ms', async () => {
    await trackPortfolioView(7, null);
    await trackPortfolioView(7, null);
    jest.advanceTimersByTime(VIEW_TRACKING_THROTTLE_MS - 1);
    await trackPortfolioView(7, null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await trackPortfolioView(7, null);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throttles each key on its own (another profile, a project with the same id)', async () => {
    await trackPortfolioView(7, null);
    await trackPortfolioView(8, null);
    await trackProjectView(7, null);
    expect(bodiesSentTo(fetchMock, '/api/analytics/portfolio-view')).toHaveLength(2);
    expect(bodiesSentTo(fetchMock, '/api/analytics/project-view')[0]).toMatchObject({
      projectId: 7,
    });
  });

  it('reads each response to its end, so the request closes and the page can reach network idle', async () => {
    const responses: Response[] = [];
    global.fetch = jest.fn(async () => {
      const response = jsonResponse({ ok: true });
      responses.push(response);
      return response;
    });
    await trackPortfolioView(7, 3);
    await trackProjectView(9, 3);
    expect(responses).toHaveLength(2);
    expect(responses.every((response) => response.bodyUsed)).toBe(true);
  });

  it('stays silent when the request fails', async () => {
    global.fetch = jest.fn(async () => new Response('{"message":"boom"}', { status: 500 }));
    await expect(trackProjectView(1, 2)).resolves.toBeUndefined();
    global.fetch = jest.fn(async () => {
      throw new TypeError('network down');
    });
    await expect(trackProjectView(2, 2)).resolves.toBeUndefined();
  });
});
