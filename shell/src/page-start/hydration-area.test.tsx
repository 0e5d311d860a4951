import { act, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationArea, SuspenseArea } from './hydration-area';
import { HYDRATION_ATTRIBUTE } from './hydration-mark';

/** On the server the count is there; in the browser it arrives with the area's code. */
function Followers({ count }: { count: string | Promise<string> }) {
  return <button type="button">{typeof count === 'string' ? count : use(count)}</button>;
}

const page = (count: string | Promise<string>) => (
  <HydrationArea>
    <button type="button">Menu</button>
    <SuspenseArea fallback={<p>Loading…</p>}>
      <Followers count={count} />
    </SuspenseArea>
  </HydrationArea>
);

describe('hydration areas', () => {
  it('are pending in the server’s HTML and each turns done once React has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('0 followers'));
    document.body.append(container);
    const [menu, followers] = Array.from(container.querySelectorAll('button'));
    const markOf = (button: Element) =>
      button.closest(`[${HYDRATION_ATTRIBUTE}]`)!.getAttribute(HYDRATION_ATTRIBUTE);
    expect([markOf(menu), markOf(followers)]).toEqual(['pending', 'pending']);

    let arrive: (count: string) => void = () => undefined;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(new Promise((resolve) => (arrive = resolve))), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The app is hydrated; the area whose code has not arrived is still the server's HTML.
    expect([markOf(menu), markOf(followers)]).toEqual(['done', 'pending']);

    await act(async () => arrive('0 followers'));
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('button')[1]).toBe(followers);
    expect(markOf(followers)).toBe('done');
    container.remove();
  });
});
