import type { CellParams } from '../core/CellParams.js';
import type { LoadedScenario } from '../scenario/LoadedScenario.js';
import { places, valuesInWords } from './places.js';

/** At most this many notes: a grid sweep could repeat one reason at every point of its other axes. */
const MOST = 6;

/**
 * Where a sweep goes flat because the rules map several of its values onto the same situation (a cap, a range
 * band, a limit): for each swept path, the values whose normalized cells are the same for the same label and other
 * swept values — their results are then the same by construction — with the resolution's reason when it gives one
 * (`explainSame`), e.g. "range 4 and 8 give the same results: the target stays in range band 1".
 * @example saturationNotes(fireSweepOverFirepower)[0] // 'firer.troops.0.firepower 2 and 3 give the same results: …D12 cap'
 */
export function saturationNotes(scenario: LoadedScenario): string[] {
  const explain = scenario.resolution.definition.explainSame;
  const notes = new Set<string>();
  for (const axis of scenario.sweep) {
    const { path } = axis;
    const otherAxes = scenario.sweep.filter((a) => a.path !== path);
    const groups = new Map<string, Array<{ value: unknown; cell: unknown; others: CellParams }>>();
    for (const c of scenario.cells) {
      const others = Object.fromEntries(Object.entries(c.params).filter(([p]) => p !== path));
      const { note: _note, ...situation } = (c.normalized ?? {}) as Record<string, unknown>;
      const key = JSON.stringify([c.label, others, situation]);
      groups.set(key, [...(groups.get(key) ?? []), { value: c.params[path], cell: c.normalized, others }]);
    }
    // The same values flattened for the same reason at several other swept values: one note naming them together.
    const alike = new Map<string, { list: string; reason: string; at: CellParams[] }>();
    for (const group of groups.values()) {
      const values = group.map((g) => g.value as CellParams[string]);
      if (new Set(values).size < 2) continue;
      const list = valuesInWords(values, axis);
      const reason =
        explain?.(group[0].cell, path) ??
        'the rules turn them into the same situation (a cap, band or limit is reached)';
      const key = JSON.stringify([list, reason]);
      const same = alike.get(key) ?? { list, reason, at: [] };
      same.at.push(group[0].others);
      alike.set(key, same);
    }
    for (const { list, reason, at } of alike.values()) {
      notes.add(
        `${path} ${list} give the same results${otherAxes.length > 0 ? ` (at ${places(at, otherAxes)})` : ''}: ${reason}.`,
      );
    }
  }
  return [...notes].slice(0, MOST);
}
