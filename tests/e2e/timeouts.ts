/**
 * The journeys' waits. E2E_TIME_FACTOR stretches every one of a run that shares its processor on purpose (the fault
 * run's smoke journeys, beside `npm test`): what a journey checks stays the same, only how long it may take changes.
 */
export const TIME_FACTOR = Math.max(1, Number(process.env.E2E_TIME_FACTOR ?? 1));
export const TEST_TIMEOUT = 60_000 * TIME_FACTOR;
/** How long an expectation, or a wait for a screen's content (support.ts, shown), may take. */
export const EXPECT_TIMEOUT = 10_000 * TIME_FACTOR;
