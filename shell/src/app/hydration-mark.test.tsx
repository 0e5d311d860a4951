import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A server-rendered page holds a press on a button until React has hydrated that button, and it
 * tells a hydrated element by the `__reactFiber$…` key React sets on it
 * (api/src/serving/server-render-send.ts). That key is React's internal: this pins it to the
 * React the shell ships, so an upgrade that renames it fails here, not only in the e2e suite.
 */
const markedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

it('React marks each element it hydrates with a __reactFiber$ key, and none before', async () => {
  const page = (
    <main>
      <button type="button">0 followers</button>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const button = container.querySelector('button')!;
  expect(markedByReact(button)).toBe(false);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  expect(container.querySelector('button')).toBe(button);
  expect(markedByReact(button)).toBe(true);
  container.remove();
});
