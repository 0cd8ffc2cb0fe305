import { describe, expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { GOOD_TOY, toyResolution, toyRoll } from '../../testing/scenario/toyResolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import { checkCell } from './checkCell.js';
import { expandCells } from './expandCells.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { findResolution } from './findResolution.js';
import { locateIssue } from './locateIssue.js';
import { locateNode } from './locateNode.js';
import { messages } from './messages.js';
import { parseScenarioYaml } from './parseScenarioYaml.js';
import { readCompare } from './readCompare.js';
import { readRunSettings } from './readRunSettings.js';
import { readSweep } from './readSweep.js';
import { validateCells } from './validateCells.js';
import { valueAt } from './valueAt.js';

describe('the loading steps (documented examples)', () => {
  test('parseScenarioYaml keeps the data and the positions', () => {
    expect(parseScenarioYaml('x.yaml', 'system: toy\n').data).toEqual({ system: 'toy' });
    const source = parseScenarioYaml('x.yaml', 'system: toy\nresolve: roll\n');
    expect(source.data.system).toBe('toy');
    addDiagnostic(source, source.root, messages.missingSystem(['toy']));
    expect(source.diagnostics[0].line).toBe(1);
  });

  test('locateNode and valueAt', () => {
    const doc = parseDocument('target:\n  cover: soft\n');
    expect(locateNode(doc, doc.contents!, ['target', 'cover']).exact).toBe(true);
    expect(locateNode(doc, doc.contents!, ['target', 'figures'])).toMatchObject({ exact: false, depth: 1 });
    expect(valueAt({ target: { cover: 'soft' } }, ['target', 'cover'])).toEqual({ present: true, value: 'soft' });
    expect(valueAt({ target: {} }, ['target', 'cover'])).toEqual({ present: false, value: undefined });
  });

  test('findResolution, readRunSettings, readSweep, readCompare', () => {
    expect(findResolution(parseScenarioYaml('x.yaml', 'system: toy\nresolve: roll\n'), [toyResolution])?.resolve).toBe(
      'roll',
    );
    expect(readRunSettings(parseScenarioYaml('scenarios/a.yaml', 'system: toy\n'))).toEqual({
      title: 'a',
      trials: 1000000,
      seed: 1,
      reported: new Set(),
    });
    expect(readSweep(parseScenarioYaml('x.yaml', 'sweep:\n  range: [4, 8]\n'), undefined)).toEqual([
      { path: 'range', segments: ['range'], values: [4, 8] },
    ]);
    expect(readCompare(parseScenarioYaml('x.yaml', 'compare:\n  - label: A\n    range: 4\n'))?.[0].overrides).toEqual({
      range: 4,
    });
    expect(FIXED_KEYS.includes('seed')).toBe(true);
  });

  test('checkCell, locateIssue, validateCells', () => {
    expect(checkCell(toyRoll, { system: 'toy', resolve: 'roll', range: -1 }).ok).toBe(false);
    const source = parseScenarioYaml('x.yaml', 'range: 1\nsweep:\n  range: [4, -8]\n');
    const axes = readSweep(source, undefined);
    const cells = expandCells({ range: 1 }, undefined, axes, 'T');
    const { node } = locateIssue(source, cells[1], axes, { path: ['range'], message: 'too low' });
    expect(source.lines.linePos(node.range![0])).toEqual({ line: 3, col: 14 });
    const good = parseScenarioYaml('x.yaml', GOOD_TOY);
    expect(validateCells(good, toyRoll, expandCells(good.data, undefined, [], 'T'), [], new Set())).toHaveLength(1);
  });
});
