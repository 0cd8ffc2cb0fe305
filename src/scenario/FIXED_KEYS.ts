/**
 * Keys set once for the whole scenario: they can be neither swept nor changed by a compare entry.
 *
 * @example
 * FIXED_KEYS.includes('seed'); // → true
 */
export const FIXED_KEYS: readonly string[] = [
  'system',
  'resolve',
  'trials',
  'seed',
  'sweep',
  'compare',
  'derived',
  'house_rules',
];
