import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderClockProvider, useTimeAgo } from './render-clock';

function Joined({ at }: { at: number }) {
  const timeAgo = useTimeAgo();
  return <p>Joined {timeAgo(at)}</p>;
}

describe('the render clock of relative times', () => {
  const minute = 60 * 1000;

  it('renders on the server and hydrates against the page’s moment, not the real clock', async () => {
    // The page started rendering 20 s after the account was made; its area rendered (and the
    // browser hydrates) two minutes later, across the "1 minute" boundary.
    const joined = Date.now() - 2 * minute - 20 * 1000;
    const renderedAt = joined + 20 * 1000;
    const tree = (
      <RenderClockProvider now={renderedAt}>
        <Joined at={joined} />
      </RenderClockProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('Joined less than a minute ago');
    document.body.append(container);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Joined less than a minute ago');
    container.remove();
  });

  it('follows the real clock without a moment', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderClockProvider now={null}>
        <Joined at={Date.now() - 3 * minute} />
      </RenderClockProvider>,
    );
    expect(container.textContent).toBe('Joined 3 minutes ago');
  });
});
