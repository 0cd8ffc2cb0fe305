import { InvalidArgumentError } from 'commander';

/**
 * Parses a precision target: a probability half-width strictly between 0 and 0.5, e.g. 0.002.
 * @example parseProbability('0.002') // 0.002
 */
export function parseProbability(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value >= 0.5) {
    throw new InvalidArgumentError(
      `precision must be a half-width between 0 and 0.5, such as 0.002 (±0.2 points), not "${text}".`,
    );
  }
  return value;
}
