import { holdEarlyPresses, type EarlyPressOptions } from './hold-early-presses';
import { HYDRATION_ATTRIBUTE, HYDRATION_DONE } from './hydration-mark';
import { startAfterPaint } from './start-after-paint';

const EARLY_PRESSES: EarlyPressOptions = {
  attribute: HYDRATION_ATTRIBUTE,
  done: HYDRATION_DONE,
  holdMs: 15_000,
  retryMs: 50,
};
const START: Parameters<typeof startAfterPaint>[0] = { fallbackMs: 3000 };

/** A call of `run` with `options`, as script text: the function's own source, its options as JSON. */
export function inlineCall<T>(run: (options: T) => void, options: T): string {
  return `(${run.toString()})(${JSON.stringify(options)});`;
}

/**
 * The script a server-rendered page ends with (the page server inlines it with the page's nonce
 * and the shell's start script in `data-start`): hold early presses, start the app after paint.
 * Typed and linted here like the rest of the shell, sent as text so it costs no request.
 */
export const PAGE_START_SCRIPT =
  inlineCall(holdEarlyPresses, EARLY_PRESSES) + inlineCall(startAfterPaint, START);
