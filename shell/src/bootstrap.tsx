import { startTransition } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { readServerState } from './server-state';

const root = document.getElementById('root')!;
/** React's report that the server left an area to the browser (a remote it could not load). */
const AREA_LEFT_TO_BROWSER = /#419\b|could not finish this Suspense boundary/;

/**
 * Ends the current task: the browser may paint and handle input before the next step. Starting
 * the app is three steps of a few milliseconds each on a desktop, so on a phone each stays a
 * short task instead of one long one that holds the page (issue 19's blocking time): the
 * federation runtime's start (the task that ran this module), React's DOM renderer, the app's
 * own modules. Their scripts are already on their way: `import()` of a module starts its chunk's
 * download, and evaluates it only when awaited after the yield.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const dom = import('react-dom/client');
  const app = import('./app/app');
  // Keep a failed download from being reported as unhandled before it is awaited below.
  dom.catch(() => undefined);
  app.catch(() => undefined);
  await nextTask();
  const { createRoot, hydrateRoot } = await dom;
  await nextTask();
  const { App } = await app;
  await nextTask();
  const state = readServerState(document);
  // A page the server rendered (issue 19) is hydrated with the data it was rendered from; any
  // other page (signed-in visitors, a server without the Node builds) is rendered here.
  if (state) {
    // Relative times hydrate as the server wrote them; the first navigation releases the clock.
    const { renderedAt } = state as { renderedAt?: unknown };
    const page = (
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
      hydrateRoot(root, page, {
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
}

void start();
