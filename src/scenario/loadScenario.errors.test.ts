import { describe, expect, test } from 'vitest';
import { edit, problemsOf } from '../../testing/scenario/problemsOf.js';
import { GOOD_TOY } from '../../testing/scenario/toyResolution.js';
import type { Diagnostic } from './Diagnostic.js';
import { formatDiagnostic } from './formatDiagnostic.js';

/** The only problem, checked for its place and the key words of its text. */
function only(list: Diagnostic[]): Diagnostic {
  expect(list.map(formatDiagnostic)).toHaveLength(1);
  return list[0];
}

function at(d: Diagnostic): string {
  return `${d.line}:${d.column}`;
}

// GOOD_TOY, for reference:
//  1 system: toy
//  2 resolve: roll
//  3 title: Regulars fire on a squad in the treeline
//  4 firer:
//  5   quality: regular
//  6   troops:
//  7     - { count: 5, weapon: advanced-assault-rifle }
//  8     - { count: 1, weapon: gauss-machine-gun }
//  9 target:
// 10   figures: 8
// 11   cover: soft
// 12 range: 12

describe('YAML that cannot be read', () => {
  test('bad indentation is reported at its line and column', async () => {
    const d = only(await problemsOf('system: toy\nresolve: roll\ntarget:\n  figures: 8\n cover: soft\n'));
    expect(at(d)).toBe('5:1');
    expect(d.message).toBe('this line is not indented to match the lines around it');
  });

  test('a line indented too far is reported once, where YAML loses track', async () => {
    const d = only(await problemsOf('system: toy\nresolve: roll\ntarget:\n  figures: 8\n   cover: soft\n'));
    expect(at(d)).toBe('4:12');
    expect(d.message).toContain('indent');
  });

  test('a tab used for indentation', async () => {
    const d = (await problemsOf('system: toy\nfirer:\n\tquality: green\n'))[0];
    expect(at(d)).toBe('3:1');
    expect(d.message).toContain('tab');
  });

  test('a key written twice names the key, at the second one', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}range: 16\n`));
    expect(at(d)).toBe('13:1');
    expect(d.message).toContain('"range" is written twice');
  });

  test('an empty file (only a comment)', async () => {
    const d = only(await problemsOf('# nothing here yet\n'));
    expect(at(d)).toBe('1:1');
    expect(d.message).toBe('the file is empty');
    expect(d.expected).toContain('system:');
  });

  test('a top level that is a list, not a map', async () => {
    const d = only(await problemsOf('\n- system: toy\n- resolve: roll\n'));
    expect(at(d)).toBe('2:1');
    expect(d.message).toContain('map of keys');
    expect(d.found).toBe('a list');
  });
});

describe('system and resolve', () => {
  test('unknown system: the closest known systems', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'system: toy', 'system: grunt-toi')));
    expect(at(d)).toBe('1:9');
    expect(d.message).toBe('unknown system "grunt-toi"');
    expect(d.expected).toBe('one of: toy, grunt-toy');
    expect(d.suggestions).toEqual(['grunt-toy']);
  });

  test('unknown resolve: the closest resolutions of that system', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'resolve: roll', 'resolve: rol')));
    expect(at(d)).toBe('2:10');
    expect(d.message).toContain('"rol"');
    expect(d.expected).toBe('one of: roll, rally, assault');
    expect(d.suggestions?.[0]).toBe('roll');
  });

  test('missing system says which key is needed and its values', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'system: toy\n', '# the system line was lost\n')));
    expect(at(d)).toBe('2:1');
    expect(d.message).toContain('"system" is missing');
    expect(d.expected).toContain('toy, grunt-toy');
  });

  test('with neither system nor resolve, both are asked for', async () => {
    const list = await problemsOf('title: A scenario\nrange: 4\n');
    expect(list.map((d) => `${at(d)} ${d.message}`)).toEqual([
      '1:1 "system" is missing: the scenario must say which rules it uses',
      '1:1 "resolve" is missing: the scenario must say which rulebook procedure to resolve',
    ]);
    expect(list[1].expected).toBe('a line "resolve: …" naming one of: roll, rally, assault');
  });

  test('missing resolve lists the resolutions of the system', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'resolve: roll\n', '')));
    expect(at(d)).toBe('1:1');
    expect(d.message).toContain('"resolve" is missing');
    expect(d.expected).toContain('roll, rally, assault');
  });
});

describe('values of the base scenario', () => {
  test('a misspelt key is reported at the key, with a suggestion', async () => {
    const list = await problemsOf(edit(GOOD_TOY, 'range: 12', 'rang: 12'));
    const d = list.find((x) => x.message.startsWith('unknown key'))!;
    expect(at(d)).toBe('12:1');
    expect(d.message).toBe('unknown key "rang"');
    expect(d.suggestions).toEqual(['range']);
    // and range itself is now missing: reported at the top map
    expect(list.map((x) => `${at(x)} ${x.message}`)).toContain('1:1 "range" is missing');
  });

  test('a misspelt nested key', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, '  cover: soft', '  cover: soft\n  figurs: 3')));
    expect(at(d)).toBe('12:3');
    expect(d.message).toBe('unknown key "figurs" in target');
    expect(d.suggestions).toEqual(['figures']);
  });

  test('wrong type: expected a number, found text', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'figures: 8', 'figures: twelve')));
    expect(at(d)).toBe('10:12');
    expect(formatDiagnostic(d)).toBe(
      'scenarios/x.yaml:10:12: wrong kind of value for figures — expected a number, found "twelve"',
    );
  });

  test('a misspelt name from a list of choices', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'cover: soft', 'cover: sooft')));
    expect(at(d)).toBe('11:10');
    expect(d.message).toBe('unknown cover "sooft"');
    expect(d.expected).toBe('one of: open, soft, hard');
    expect(d.suggestions).toEqual(['soft']);
  });

  test('a number out of range', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'figures: 8', 'figures: 40')));
    expect(at(d)).toBe('10:12');
    expect(d.message).toContain('too high');
    expect(d.expected).toBe('at most 30');
  });

  test('a number below the minimum', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, '{ count: 1,', '{ count: 0,')));
    expect(at(d)).toBe('8:16');
    expect(d.expected).toBe('at least 1');
  });

  test('a missing required key points at the map it belongs in', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, '  cover: soft\n', '')));
    expect(at(d)).toBe('10:3');
    expect(d.message).toBe('"cover" is missing from target');
    expect(d.expected).toBe('one of: open, soft, hard');
  });

  test('an empty value is reported at its key', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'range: 12', 'range:')));
    expect(at(d)).toBe('12:1');
    expect(d.message).toContain('range');
  });

  test('an unknown weapon name from normalize, with the closest weapons', async () => {
    const d = only(await problemsOf(edit(GOOD_TOY, 'weapon: gauss-machine-gun', 'weapon: gauss-rifel')));
    expect(at(d)).toBe('8:27');
    expect(d.message).toBe('unknown weapon "gauss-rifel"');
    expect(d.suggestions?.[0]).toBe('gauss-rifle');
  });

  test("normalize also knows the file's own weapons", async () => {
    const text = `${edit(GOOD_TOY, 'weapon: gauss-machine-gun', 'weapon: plasma-carbin')}weapons:\n  plasma-carbine: { firepower: 2 }\n`;
    expect(only(await problemsOf(text)).suggestions).toEqual(['plasma-carbine']);
  });

  test('bad trials and seed are reported once each', async () => {
    const list = await problemsOf(`${GOOD_TOY}trials: 0.5\nseed: -1\n`);
    expect(list.map(at)).toEqual(['13:9', '14:7']);
    expect(list[0].expected).toBe('a whole number from 1 to 1000000000000');
    expect(list[1].message).toContain('seed');
  });

  test('a title that is not text', async () => {
    const d = only(
      await problemsOf(edit(GOOD_TOY, 'title: Regulars fire on a squad in the treeline', 'title: [a, b]')),
    );
    expect(at(d)).toBe('3:8');
    expect(d.message).toContain('title');
  });
});

describe('sweep', () => {
  test('a path to a key the scenario does not have, with a suggestion', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  target.cvr: [open, hard]\n`));
    expect(at(d)).toBe('14:3');
    expect(d.message).toBe('cannot sweep "target.cvr": there is no key "cvr" in target');
    expect(d.suggestions).toEqual(['cover']);
  });

  test('keys set once for the whole scenario cannot be swept', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  seed: [1, 2]\n`));
    expect(at(d)).toBe('14:3');
    expect(d.message).toContain('"seed" cannot be swept');
  });

  test('a path through a single value', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  range.max: [1, 2]\n`));
    expect(at(d)).toBe('14:3');
    expect(d.message).toContain('range is not a map');
  });

  test('an empty list of values', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  range: []\n`));
    expect(at(d)).toBe('14:10');
    expect(d.message).toBe('the sweep over range has no values');
  });

  test('values that are not a list', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  range: 4\n`));
    expect(at(d)).toBe('14:10');
    expect(d.message).toContain('must be a list');
  });

  test('a bad swept value is reported at its place in the sweep list', async () => {
    const d = only(
      await problemsOf(`${GOOD_TOY}sweep:\n  range: [4, 8]\n  target.cover:\n    - open\n    - sooft\n    - hard\n`),
    );
    expect(at(d)).toBe('17:7');
    expect(d.message).toBe('unknown cover "sooft"');
    expect(d.suggestions).toEqual(['soft']);
  });

  test('a swept value out of range, in a flow list', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  range: [4, -8, 12]\n`));
    expect(at(d)).toBe('14:14');
    expect(d.expected).toBe('at least 0');
  });

  test('a swept value that is not a single value', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep:\n  range: [4, [8]]\n`));
    expect(at(d)).toBe('14:14');
    expect(d.message).toContain('single number, name or true/false');
  });

  test('sweep must be a map', async () => {
    const d = only(await problemsOf(`${GOOD_TOY}sweep: [range]\n`));
    expect(at(d)).toBe('13:8');
    expect(d.message).toContain('sweep must be a map');
  });
});

describe('compare', () => {
  const base = `${GOOD_TOY}compare:\n`; // compare: is line 13, entries from line 14

  test('an entry without a label', async () => {
    const d = only(await problemsOf(`${base}  - label: Rifles\n  - range: 24\n`));
    expect(at(d)).toBe('15:5');
    expect(d.message).toBe('compare entry 2 has no label');
  });

  test('two entries with the same label', async () => {
    const d = only(await problemsOf(`${base}  - label: Rifles\n  - label: Gauss\n  - label: Rifles\n    range: 4\n`));
    expect(at(d)).toBe('16:12');
    expect(d.message).toBe('the label "Rifles" is already used on line 14');
  });

  test('a label the chart library reserves (found by the fuzzing harness: "constructor" broke the charts)', async () => {
    const d = only(await problemsOf(`${base}  - label: Rifles\n  - label: constructor\n`));
    expect(at(d)).toBe('15:12');
    expect(d.message).toMatch(/"constructor" cannot be a compare label/);
  });

  test('a bad value inside an entry is reported inside the entry', async () => {
    const d = only(
      await problemsOf(`${base}  - label: Rifles\n  - label: Behind walls\n    target: { cover: sooft }\n`),
    );
    expect(at(d)).toBe('16:22');
    expect(d.message).toBe('unknown cover "sooft"');
    expect(d.suggestions).toEqual(['soft']);
  });

  test('an unknown key inside an entry is reported at that key', async () => {
    const d = only(await problemsOf(`${base}  - label: Rifles\n    target: { figures: 5, cvr: hard }\n`));
    expect(at(d)).toBe('15:27');
    expect(d.message).toBe('unknown key "cvr" in target');
    expect(d.suggestions).toEqual(['cover']);
  });

  test('a list in an entry replaces the list: a missing key is found inside the entry', async () => {
    const d = only(await problemsOf(`${base}  - label: Gauss\n    firer:\n      troops:\n        - { count: 5 }\n`));
    expect(at(d)).toBe('17:11');
    expect(d.message).toBe('"weapon" is missing from firer.troops.0');
  });

  test('an unknown weapon inside an entry (from normalize) is reported inside the entry', async () => {
    const d = only(
      await problemsOf(`${base}  - label: Gauss\n    firer: { troops: [ { count: 5, weapon: gauss } ] }\n`),
    );
    expect(at(d)).toBe('15:44');
    expect(d.message).toBe('unknown weapon "gauss"');
    expect(d.suggestions).toEqual(['gauss-rifle', 'gauss-rifle-gl', 'gauss-machine-gun']);
  });

  test('an entry cannot change the system', async () => {
    const d = only(await problemsOf(`${base}  - label: Other\n    system: grunt-toy\n`));
    expect(at(d)).toBe('15:5');
    expect(d.message).toContain('system cannot change inside a compare entry');
  });

  test('compare must be a list with at least one entry', async () => {
    expect(at(only(await problemsOf(`${GOOD_TOY}compare: []\n`)))).toBe('13:10');
    expect(only(await problemsOf(`${GOOD_TOY}compare: { label: A }\n`)).message).toContain('must be a list');
  });
});

describe('many problems at once', () => {
  const text = [
    'system: toy', //                                1
    'resolve: roll', //                              2
    'trials: -3', //                                 3
    'firer:', //                                     4
    '  quality: vetran', //                          5
    '  troops:', //                                  6
    '    - { count: 5, weapon: gauss-rifel }', //    7
    'target:', //                                    8
    '  figures: twelve', //                          9
    '  cover: open', //                             10
    'rang: 12', //                                  11
    'sweep:', //                                    12
    '  target.cover: [open, sof]', //               13
    '  rnge: [1, 2]', //                            14
    'compare:', //                                  15
    '  - label: A', //                              16
    '  - label: A', //                              17
    '    target: { figures: 99 }', //               18
    '',
  ].join('\n');

  test('every problem of the file, sorted by line, each once', async () => {
    const list = await problemsOf(text);
    expect(list.map((d) => `${at(d)} ${d.message}`)).toEqual([
      '1:1 "range" is missing',
      '3:9 cannot run -3 trials',
      '5:12 unknown quality "vetran"',
      '7:27 unknown weapon "gauss-rifel"', // found by normalize even though the schema found problems
      '9:12 wrong kind of value for figures',
      '11:1 unknown key "rang"',
      '13:24 unknown cover "sof"',
      '14:3 cannot sweep "rnge": there is no key "rnge"',
      '17:12 the label "A" is already used on line 16',
      '18:24 figures 99 is too high',
    ]);
    expect(list.find((d) => d.line === 14)?.suggestions).toEqual(['range']);
  });
});
