import { InvalidArgumentError } from 'commander';

/**
 * Parses a count given on the command line: 1000000, 1_000_000, 1e6.
 * @example parseCount('1e6', 'trials') // 1000000
 */
export function parseCount(text: string, what: string, min = 1): number {
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value < min) {
    throw new InvalidArgumentError(
      `${what} must be a whole number of at least ${min} (1000000, 1_000_000 and 1e6 all work), not "${text}".`,
    );
  }
  return value;
}
