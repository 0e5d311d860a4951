import { expect, step, STEP_BUDGET_MS, test } from '../fixtures';

/**
 * Long journeys give every step its own budget (fixtures/journey.ts): a step slowed down by a busy
 * machine must not eat the time of the steps after it.
 */
test.describe('@foundation journeys budget time per step', () => {
  test('each step adds its own budget to the journey’s time limit and runs within it', async () => {
    const base = test.info().timeout;
    const seen: number[] = [];
    for (const name of ['first', 'second', 'third']) {
      await step(`${name} step`, async () => {
        seen.push(test.info().timeout);
      });
    }
    expect(seen).toEqual([1, 2, 3].map((n) => base + n * STEP_BUDGET_MS));
  });
});
