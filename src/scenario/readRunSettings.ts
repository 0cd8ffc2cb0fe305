import { addDiagnostic } from './addDiagnostic.js';
import { fileStem } from './fileStem.js';
import { locateNode } from './locateNode.js';
import { type MessageParts, messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';

/** The most trials one scenario may ask for. */
const MAX_TRIALS = 1e12;

/** Title, trials and seed of a scenario, and which of those keys were wrongly written. */
interface RunSettings {
  title: string;
  trials: number;
  seed: number;
  /** Keys already reported here, so the resolution's schema does not report them again. */
  reported: Set<string>;
}

/**
 * Reads `title` (default: the file's name without its extension), `trials` (default 1000000,
 * a whole number from 1 to 10¹²) and `seed` (default 1, a whole number from 0 up), recording problems.
 *
 * @example
 * readRunSettings(parseScenarioYaml('scenarios/a.yaml', 'system: toy\n'));
 * // → { title: 'a', trials: 1000000, seed: 1, reported: Set {} }
 */
export function readRunSettings(source: ScenarioSource): RunSettings {
  const reported = new Set<string>();
  const check = <T>(key: string, fallback: T, ok: (v: unknown) => v is T, problem: (v: unknown) => MessageParts): T => {
    if (!Object.hasOwn(source.data, key)) return fallback;
    const value = source.data[key];
    if (ok(value)) return value;
    const at = locateNode(source.doc, source.root, [key]);
    addDiagnostic(source, at.node, problem(value), at.keyNode);
    reported.add(key);
    return fallback;
  };
  const title = check('title', fileStem(source.file), isTitle, messages.badTitle);
  const trials = check('trials', 1_000_000, isTrials, (v) => messages.badTrials(v, MAX_TRIALS));
  const seed = check('seed', 1, isSeed, messages.badSeed);
  return { title, trials, seed, reported };
}

function isTitle(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

function isTrials(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_TRIALS;
}

function isSeed(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
