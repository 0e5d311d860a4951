export interface EarlyPressOptions {
  /** The attribute of a hydration area, and its value once React has hydrated the area. */
  attribute: string;
  done: string;
  /** How long a press is held before it is let go (the app never started). */
  holdMs: number;
  /** How often held presses look for their button being hydrated. */
  retryMs: number;
}

/**
 * Runs in a server-rendered page before the app: a press on a button before React has hydrated
 * it would be lost, while the page looks ready. This holds such a press (a click, or Enter or
 * Space on a focused button, which the browser turns into a click) and presses the button again
 * once its hydration area says React has hydrated it, so "Load more", "Followers" or a dialog's
 * close button pressed early still do what they say. When React replaced the server's button
 * instead (an update reached its area first), the press goes to the button of the same name and
 * rank that took its place. Only `type="button"` buttons are held: they do nothing without
 * JavaScript anyway; forms keep their submit buttons disabled until hydrated (`useHydrated`).
 *
 * Inlined into the page as its source text (page-start-script.ts): it uses nothing from outside
 * its own body.
 */
export function holdEarlyPresses({ attribute, done, holdMs, retryMs }: EarlyPressOptions): void {
  const BUTTONS = '#root button[type="button"]';
  interface Held {
    button: HTMLButtonElement;
    name: string | null;
    rank: number;
  }
  let held: Held[] = [];
  let timer = 0;
  let until = 0;

  const nameOf = (button: Element) => button.getAttribute('aria-label') || button.textContent;
  const namesakes = (name: string | null) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>(BUTTONS)).filter(
      (button) => nameOf(button) === name,
    );
  const hydrated = (button: Element) =>
    button.closest(`[${attribute}]`)?.getAttribute(attribute) === done;
  // The button, or the one React rendered in its place (same name, same rank among its namesakes).
  const find = ({ button, name, rank }: Held) =>
    button.isConnected ? button : (namesakes(name)[rank] ?? null);

  function replay() {
    timer = 0;
    const late = Date.now() > until;
    held = held.filter((press) => {
      if (late) return false;
      const button = find(press);
      if (!button || !hydrated(button)) return true;
      if (!button.disabled) button.click();
      return false;
    });
    if (held.length) timer = window.setTimeout(replay, retryMs);
  }

  function hold(event: MouseEvent) {
    const target = event.target;
    const button = target instanceof Element ? target.closest<HTMLButtonElement>(BUTTONS) : null;
    if (!button || hydrated(button)) return;
    event.stopPropagation();
    if (held.some((press) => press.button === button)) return;
    const name = nameOf(button);
    held.push({ button, name, rank: namesakes(name).indexOf(button) });
    until = Date.now() + holdMs;
    if (!timer) timer = window.setTimeout(replay, retryMs);
  }

  window.addEventListener('click', hold, true);
}
