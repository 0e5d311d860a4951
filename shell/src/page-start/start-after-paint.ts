/**
 * Runs in a server-rendered page: adds the shell's start script (the page's server names it in
 * `data-start` on the inline script that runs this) once the browser reports the first contentful
 * paint. Run earlier, it competed with that paint on a slow phone (and Lighthouse counted its
 * download and evaluation as blocking the page's LCP). A browser without paint timing starts at
 * once; one that never reports a paint (nothing visible) starts after `fallbackMs`.
 *
 * Inlined into the page as its source text (page-start-script.ts): it uses nothing from outside
 * its own body.
 */
export function startAfterPaint({ fallbackMs }: { fallbackMs: number }): void {
  const src = document.currentScript?.dataset.start;
  if (!src) return;
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src!;
    document.body.appendChild(script);
  }
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return start();
  new Observer((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  window.setTimeout(start, fallbackMs);
}
