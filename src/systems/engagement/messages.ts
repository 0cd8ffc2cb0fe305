/**
 * Text of the engagement engine that a designer reads, in one place.
 * @example engagementMessages.exactTooLarge({ states: 10, replays: 100 }).startsWith('the engagement') // true
 */
export const engagementMessages = {
  exactTooLarge: (limits: { states: number; replays: number }) =>
    `the engagement is beyond exact enumeration (more than ${limits.states.toLocaleString('en-US')} game states between two activations or ${limits.replays.toLocaleString('en-US')} replayed activations): run it by Monte Carlo, or make it smaller (fewer figures, units or turns)`,
} as const;
