import { parse } from 'yaml';
import { diceSituationLines } from './diceSituationLines.js';
import type { ResultsDocument } from './ResultsDocument.js';

/** Keys that say how to run, not what happens on the table. */
const NOT_SITUATION = new Set([
  'system',
  'resolve',
  'title',
  'description',
  'trials',
  'seed',
  'sweep',
  'compare',
  'derived',
  'rules',
  'house_rules',
]);

/**
 * The situation every table or chart of a run shares, in words: what the scenario sets and does not sweep, a line per
 * side ("Firer: 5 × advanced assault rifle, 1 × conventional saw", "Target: 8 figures, partial light armour"), then
 * one for the plain settings ("Range 12"). Read from the scenario as written, so defaults it leaves out stay out;
 * what a compare entry changes is left out too, as the labels name it. Empty without the scenario's text.
 * @example situationLines(doc) // ['Firer: 5 × advanced assault rifle, 1 × conventional saw', 'Target: 8 figures, partial light armour']
 */
export function situationLines(doc: Pick<ResultsDocument, 'scenario_text' | 'sweep'>): string[] {
  if (!doc.scenario_text) return [];
  let scenario: unknown;
  try {
    scenario = parse(doc.scenario_text, { maxAliasCount: 100 });
  } catch {
    return [];
  }
  if (!isMap(scenario)) return [];
  // What a sweep or a compare entry changes is not shared by every table: it is left out.
  const swept = new Set([...doc.sweep.map((a) => a.path), ...comparedPaths(scenario.compare)]);
  if (scenario.resolve === 'dice') return diceSituationLines(doc.scenario_text, swept);
  const lines: string[] = [];
  const settings: string[] = [];
  for (const [key, value] of Object.entries(scenario)) {
    if (NOT_SITUATION.has(key) || swept.has(key)) continue;
    if (isMap(value)) {
      const parts = describeMap(value, key, swept, 2);
      if (parts.length > 0) lines.push(`${capitalised(words(key))}: ${parts.join(', ')}`);
    } else {
      const part = describe(key, value, key, swept, 1);
      if (part) settings.push(part);
    }
  }
  if (settings.length > 0) lines.push(capitalised(settings.join(', ')));
  return lines;
}

/** The paths a compare entry sets (a list counts as one value), e.g. "firer.troops", "target.cover". */
function comparedPaths(compare: unknown): string[] {
  if (!Array.isArray(compare)) return [];
  const paths: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (isMap(value)) for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    else paths.push(path);
  };
  for (const entry of compare)
    if (isMap(entry)) for (const [key, value] of Object.entries(entry)) if (key !== 'label') visit(value, key);
  return paths;
}

function describeMap(map: Record<string, unknown>, path: string, swept: Set<string>, depth: number): string[] {
  return Object.entries(map).flatMap(([key, value]) => {
    const part = describe(key, value, `${path}.${key}`, swept, depth);
    return part ? [part] : [];
  });
}

/**
 * One setting in words: a name with what it names ("soft cover", "regular quality"), a count before a plural
 * ("8 figures") and after anything else ("range 12"), a switch by its name ("in position", "no leader"), a list
 * of troops as "5 × advanced assault rifle", a small group in brackets. Swept paths are left out, and so is what
 * lies deeper than a group within a side (an engagement's units): a heading is no place for it.
 */
function describe(key: string, value: unknown, path: string, swept: Set<string>, depth: number): string {
  if (swept.has(path) || value === null || value === undefined) return '';
  const name = words(key);
  if (typeof value === 'boolean') return value ? name : `no ${name}`;
  if (typeof value === 'number') return /s$/.test(key) ? `${value} ${name}` : `${name} ${value}`;
  if (typeof value === 'string') return key === 'name' || key === 'label' ? value : `${words(value)} ${name}`;
  // A list of numbers is a house die's listed faces: shown as written, however deep (a weapon's impact die).
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number'))
    return `${name} [${value.join(', ')}]`;
  if (depth > 2) return '';
  if (Array.isArray(value)) {
    if (value.every((item) => isMap(item) && typeof item.count === 'number')) {
      const troops = value.map((item, i) => troopOf(item as Record<string, unknown>, `${path}.${i}`, swept, depth + 1));
      return troops.join(' and ');
    }
    if (value.every((item) => typeof item === 'string' || typeof item === 'number'))
      return `${name} ${value.map((v) => words(String(v))).join(', ')}`;
    return '';
  }
  if (isMap(value)) {
    const parts = describeMap(value, path, swept, depth + 1);
    return parts.length > 0 ? `${name} (${parts.join(', ')})` : '';
  }
  return '';
}

/** A list entry with a count, such as a troop: "5 × advanced assault rifle", its other settings after it in brackets. */
function troopOf(item: Record<string, unknown>, path: string, swept: Set<string>, depth: number): string {
  const { count, ...rest } = item;
  const entries = Object.entries(rest).filter(([key]) => !swept.has(`${path}.${key}`));
  const [firstKey, firstValue] = entries[0] ?? [];
  const main =
    typeof firstValue === 'string'
      ? words(firstValue)
      : firstKey
        ? describe(firstKey, firstValue, `${path}.${firstKey}`, swept, depth)
        : '';
  const others = entries
    .slice(1)
    .map(([key, value]) => describe(key, value, `${path}.${key}`, swept, depth))
    .filter((s) => s !== '');
  const text = `${main}${others.length > 0 ? ` (${others.join(', ')})` : ''}`;
  return swept.has(`${path}.count`) ? text : `${String(count)} × ${text}`;
}

/** A name in words: "partial-light" → "partial light"; a range of numbers ("50-75") keeps its dash. */
function words(text: string): string {
  return text.replace(/(?<=[A-Za-z])[_-]+|[_-]+(?=[A-Za-z])/g, ' ').trim();
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
