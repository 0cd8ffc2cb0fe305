import { addDiagnostic } from '../scenario/addDiagnostic.js';
import { locateNode } from '../scenario/locateNode.js';
import { parseScenarioYaml } from '../scenario/parseScenarioYaml.js';
import { isLanguageRules } from '../scenario/readLanguageRules.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import type { ScenarioSource } from '../scenario/ScenarioSource.js';
import { sortDiagnostics } from '../scenario/sortDiagnostics.js';
import { webMessages } from './messages.js';

/**
 * A scenario that brings its own code (`house_rules:` modules at the top or in any compare entry, or
 * `resolve: ./file.ts`) is refused in the browser (house rules in the dice language are data, and run), at the line that asks for it: the page never runs a scenario's
 * text as code, and never asks for the loader of modules. It looks where the loader looks for modules (a compare
 * written as a list or as a map of entries), so that nothing the loader would load reaches it. YAML problems are
 * left to the loader, which reports them the CLI's way.
 */
export function refuseHouseRules(file: string, text: string): void {
  let source;
  try {
    source = parseScenarioYaml(file, text);
  } catch {
    return;
  }
  const { data } = source;
  if (Object.hasOwn(data, 'house_rules') && asksForCode(data.house_rules))
    refuse(source, ['house_rules'], 'house_rules');
  if (typeof data.resolve === 'string' && /[/\\]|\.[cm]?[jt]s$/.test(data.resolve)) {
    const at = locateNode(source.doc, source.root, ['resolve']);
    addDiagnostic(source, at.node, webMessages.houseRulesRefused(`resolve: ${data.resolve}`));
  }
  for (const [key, entry] of compareEntries(data.compare)) {
    if (entry !== null && typeof entry === 'object' && 'house_rules' in entry && asksForCode(entry.house_rules)) {
      refuse(source, ['compare', key, 'house_rules'], `house_rules of compare entry ${describeEntry(key, entry)}`);
    }
  }
  if (source.diagnostics.length > 0) throw new ScenarioError(sortDiagnostics(source.diagnostics));
}

/** Whether a `house_rules:` value names a module: rules in the dice language (a map) and `none` are data. */
function asksForCode(value: unknown): boolean {
  return !isLanguageRules(value) && value !== 'none';
}

/** A compare's entries with their place: a list's indexes, or a map's keys (the loader refuses a map, later). */
function compareEntries(compare: unknown): Array<[string | number, unknown]> {
  if (Array.isArray(compare)) return compare.map((entry, i) => [i, entry]);
  if (compare !== null && typeof compare === 'object') return Object.entries(compare);
  return [];
}

function describeEntry(key: string | number, entry: object): string {
  const label = (entry as { label?: unknown }).label;
  if (typeof label === 'string' || typeof label === 'number') return `"${label}"`;
  return typeof key === 'number' ? `#${key + 1}` : `"${key}"`;
}

/** Records the refusal at the key that asks for modules (or as near as the path goes, when an alias holds it). */
function refuse(source: ScenarioSource, path: Array<string | number>, what: string): void {
  const at = locateNode(source.doc, source.root, path);
  addDiagnostic(source, at.exact ? (at.keyNode ?? at.node) : at.node, webMessages.houseRulesRefused(what));
}
