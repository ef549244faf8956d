/**
 * How long a step may wait for what the page should show (an element, a URL, an action's target):
 * a hang-catcher, not a speed check. On CI's two cores the test lanes start together, and the sign-in
 * form then took more than 15 s to appear, and a sign-up's answer more than 60 s while the crash test's
 * burst ran beside it. Set on every context the journeys open (`browserPages`),
 * and as the default of `expect.poll` in the browser project.
 */
export const PAGE_WAIT_MS = 120_000
