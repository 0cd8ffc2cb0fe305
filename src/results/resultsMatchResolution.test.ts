import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ReportedError } from '../core/ReportedError.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { findRegistered } from '../systems/registry.js';
import type { ResultsDocument } from './ResultsDocument.js';
import { readResultsDocument } from './readResultsDocument.js';
import { resultsMatchResolution } from './resultsMatchResolution.js';

const interval = { p: 0.5, lo: 0.4, hi: 0.6 };
const cell = (label: string, casualties: number) => ({
  label,
  params: { 'unit.casualties': casualties },
  outcomes: { pass: interval, flee: interval, surrender: interval },
  distributions: {},
  means: {},
});
const good: ResultsDocument = {
  gruntlab: '0.1.0',
  scenario: 'scenarios/m.yaml',
  title: 'M',
  system: 'man-to-man',
  resolve: 'morale-check',
  method: 'exact',
  seed: 1,
  rules: {},
  sweep: [{ path: 'unit.casualties', values: [0, 1] }],
  labels: ['Cover', 'Open'],
  cells: [cell('Cover', 0), cell('Cover', 1), cell('Open', 0), cell('Open', 1)],
  comparisons: [{ label: 'Open', baseline: 'Cover', params: { 'unit.casualties': 0 }, outcomes: {}, means: {} }],
};

/** The message `gruntlab report` gives for a results.json edited by `edit`, or 'read' when it is accepted. */
async function reportOf(edit: (doc: ResultsDocument & Record<string, unknown>) => void): Promise<string> {
  const doc = structuredClone(good) as ResultsDocument & Record<string, unknown>;
  edit(doc);
  const file = join(mkdtempSync(join(tmpdir(), 'gruntlab-results-')), 'results.json');
  writeFileSync(file, JSON.stringify(doc));
  try {
    const read = readResultsDocument(file);
    resultsMatchResolution(file, read, resolutionInfo(await findRegistered(read.system, read.resolve)!.load()));
    return 'read';
  } catch (error) {
    if (!(error instanceof ReportedError)) throw error;
    expect(error.message.startsWith(`${file}: this is not a results document written by "gruntlab run": `)).toBe(true);
    return error.message.split(': this is not a results document written by "gruntlab run": ')[1];
  }
}

describe('resultsMatchResolution: a results.json holds what its resolution defines', () => {
  test('a document as run wrote it is read', async () => {
    expect(await reportOf(() => {})).toBe('read');
  });

  test('an outcome renamed or removed is named by its key (it failed with "reading \'p\'" before)', async () => {
    expect(
      await reportOf((d) => {
        const { pass, ...rest } = d.cells[2].outcomes;
        d.cells[2].outcomes = { ...rest, passx: pass };
      }),
    ).toBe(
      'cells[2].outcomes.pass is wrong (missing: man-to-man morale-check has the outcome pass); run the scenario again to write a fresh one',
    );
    expect(await reportOf((d) => delete (d.cells[0].outcomes as Record<string, unknown>).surrender)).toMatch(
      /^cells\[0\]\.outcomes\.surrender is wrong/,
    );
  });

  test("a swept value, a label or a comparison's baseline that does not match the document is named", async () => {
    expect(await reportOf((d) => (d.cells[1].params = {}))).toMatch(
      /^cells\[1\]\.params\.unit\.casualties is wrong \(missing/,
    );
    expect(await reportOf((d) => (d.cells[3].label = 'Opened'))).toMatch(
      /^cells\[3\]\.label is wrong \("Opened" is not one of the labels\)/,
    );
    expect(await reportOf((d) => (d.labels = []))).toMatch(/^labels is wrong \(empty/);
    expect(await reportOf((d) => (d.comparisons![0].baseline = 'Nope'))).toMatch(
      /^comparisons\[0\]\.baseline is wrong/,
    );
  });

  test('a cell removed or repeated, or off the sweep, is named (found by the fuzzing: "reading \'outcomes\'")', async () => {
    expect(await reportOf((d) => d.cells.splice(2, 1))).toMatch(
      /^cells is wrong \(3 cells where its 2 label\(s\) and 2 swept point\(s\) make 4\)/,
    );
    expect(await reportOf((d) => (d.cells[3] = cell('Open', 0)))).toMatch(
      /^cells\[3\] is wrong \(a second cell for "Open" at the same swept values\)/,
    );
    expect(await reportOf((d) => (d.cells[3] = cell('Open', 7)))).toMatch(
      /^cells\[3\]\.params\.unit\.casualties is wrong \(7 is not one of the swept values\)/,
    );
    expect(await reportOf((d) => (d.comparisons![0].params = { 'unit.casualties': 5 }))).toMatch(
      /^comparisons\[0\]\.label is wrong/,
    );
  });

  test('a mean without its sd is refused by its type (found by the fuzzing: "reading \'toFixed\'")', async () => {
    const mean = { mean: 1, lo: 1, hi: 1, sd: 0, p5: 1, median: 1, p95: 1 };
    expect(await reportOf((d) => (d.cells[0].means = { turns: { ...mean, sd: undefined } as never }))).toMatch(
      /^cells\[0\]\.means\.turns\.sd is wrong/,
    );
  });

  test('a derived outcome the document lists is looked for in every cell, a distribution in its means too', async () => {
    expect(
      await reportOf((d) => (d.derived = [{ name: 'not_pass', label: 'Not pass', expression: 'flee + surrender' }])),
    ).toMatch(/^cells\[0\]\.derived\.not_pass is wrong \(missing: the document lists the derived outcome not_pass\)/);
  });
});

describe('a distribution missing from a cell', () => {
  test('is named in distributions, then in means', async () => {
    const fire = findRegistered('stargrunt2', 'fire')!;
    const info = resolutionInfo(await fire.load());
    const [first] = info.distributions;
    const doc = {
      ...good,
      system: 'stargrunt2',
      resolve: 'fire',
      sweep: [],
      labels: ['A'],
      comparisons: [],
    } as ResultsDocument;
    const full = {
      label: 'A',
      params: {},
      outcomes: Object.fromEntries(info.outcomes.map((o) => [o.name, interval])),
      distributions: Object.fromEntries(info.distributions.map((q) => [q.name, { 0: 1 }])),
      means: Object.fromEntries(
        info.distributions.map((q) => [q.name, { mean: 0, lo: 0, hi: 0, sd: 0, p5: 0, median: 0, p95: 0 }]),
      ),
    };
    expect(() => resultsMatchResolution('r.json', { ...doc, cells: [full] }, info)).not.toThrow();
    const { [first.name]: _gone, ...means } = full.means;
    expect(() => resultsMatchResolution('r.json', { ...doc, cells: [{ ...full, means }] }, info)).toThrow(
      `r.json: this is not a results document written by "gruntlab run": cells[0].means.${first.name} is wrong`,
    );
  });
});
