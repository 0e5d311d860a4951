import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { readServerState } from './server-state';

const root = document.getElementById('root')!;
/** React's report that the server left an area to the browser (a remote it could not load). */
const AREA_LEFT_TO_BROWSER = /#419\b|could not finish this Suspense boundary/;
const state = readServerState(document);
// A page the server rendered is hydrated with the data it was rendered from; any
// other page (signed-in visitors, a server without the Node builds) is rendered here.
if (state) {
  // Relative times hydrate as the server wrote them; the first navigation releases the clock.
  const { renderedAt } = state as { renderedAt?: unknown };
  const app = (
    <App
      state={state as DehydratedState}
      renderedAt={typeof renderedAt === 'number' ? renderedAt : undefined}
    />
  );
  // In a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds (input, painting) instead of holding the main thread for the whole page in one
  // long task, as a default-priority hydration does. Input on a part not yet hydrated makes React
  // hydrate that part first.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        // Expected when a remote's server build failed: that area renders here, by design.
        if (AREA_LEFT_TO_BROWSER.test(String((error as Error)?.message)))
          console.warn('[stackfolio] an area the server could not render was rendered here');
        else console.error('[stackfolio] hydration', error);
      },
    });
  });
} else {
  createRoot(root).render(<App />);
}
