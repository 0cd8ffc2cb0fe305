import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { chartsFor } from '../../src/charts/chartsFor.js';
import { ReportedError } from '../../src/core/ReportedError.js';
import { buildReport } from '../../src/report/buildReport.js';
import { writeRunReport } from '../../src/report/writeRunReport.js';
import { readResultsDocument } from '../../src/results/readResultsDocument.js';
import { resultsMatchResolution } from '../../src/results/resultsMatchResolution.js';
import { runScenario } from '../../src/results/runScenario.js';
import { decodeScenarioText } from '../../src/scenario/decodeScenarioText.js';
import { loadScenario } from '../../src/scenario/loadScenario.js';
import { ScenarioError } from '../../src/scenario/ScenarioError.js';
import { resolutionInfo } from '../../src/systems/Resolution.js';
import { findRegistered, registry } from '../../src/systems/registry.js';
import { CommandHostProcess } from './CommandHostProcess.js';
import { classifyOutcome, FAILING, type FuzzClass } from './classifyOutcome.js';
import { type CommandCall, commandLine } from './commandCall.js';
import { fuzzCases } from './fuzzCases.js';
import { mutateResults } from './mutateResults.js';
import { seededRandom } from './mutateScenario.js';
import { runGruntlab } from './runGruntlab.js';

const root = resolve(import.meta.dirname, '..', '..');

describe('the fuzzing harness, a seeded slice (npm run fuzz runs the nightly size through the CLI)', () => {
  test('150 mutated examples load or give located errors, in process', async () => {
    const found: Record<string, number> = {};
    const bad: string[] = [];
    const cases = fuzzCases(root, 7, 150);
    // The families of mutations that found the unlocated errors of issue 32 are among them.
    const said = cases.flatMap((c) => c.mutations).join('\n');
    for (const family of [/tagged !!|!! ?\w* ?written on line/, /U\+2028/, /saved as UTF-16/, /saved as UTF-8 with/])
      expect(said).toMatch(family);
    for (const [i, c] of cases.entries()) {
      const file = `case-${i}.yaml`;
      let kind = 'ran';
      try {
        await loadScenario(file, decodeScenarioText(file, c.bytes), registry);
      } catch (error) {
        const located =
          error instanceof ScenarioError &&
          error.diagnostics.length > 0 &&
          error.diagnostics.every((d) => d.file === file && d.message !== '');
        kind = located ? 'located error' : 'failed';
        if (!located)
          bad.push(
            `#${i} ${c.from}: ${c.mutations.join('; ')}: ${error instanceof Error ? error.stack : String(error)}`,
          );
      }
      found[kind] = (found[kind] ?? 0) + 1;
    }
    expect(bad).toEqual([]);
    expect(found['located error']).toBeGreaterThan(50);
    expect(found.ran).toBeGreaterThan(5);
  });

  test('60 mutated results.json files are read back, or refused naming the file and the key, for a report', async () => {
    const from = 'scenarios/man-to-man/morale-check-casualties.yaml';
    const scenario = await loadScenario(from, readFileSync(join(root, from), 'utf8'), registry);
    const json = JSON.stringify(await runScenario(scenario, { exact: true }));
    const work = mkdtempSync(join(tmpdir(), 'gruntlab-fuzz-results-'));
    const bad: string[] = [];
    const found: Record<string, number> = {};
    const said: string[] = [];
    for (let i = 0; i < 60; i++) {
      const c = mutateResults(from, json, seededRandom(5 * 1_000_003 + i));
      said.push(...c.mutations);
      const file = join(work, `case-${i}.json`);
      writeFileSync(file, c.bytes);
      let kind = 'read';
      try {
        const doc = readResultsDocument(file);
        const registered = findRegistered(doc.system, doc.resolve);
        if (registered === undefined) throw new ReportedError(`${file}: unknown resolution`);
        const info = resolutionInfo(await registered.load(), doc.quantity_labels);
        resultsMatchResolution(file, doc, info);
        chartsFor(doc, info);
        buildReport({
          doc,
          info,
          charts: [],
          interpretations: [],
          docs: [],
          reportDir: work,
          runtime: { src: 'vega.js' },
          chartLinks: [],
        });
        // Drawing the charts takes a second or so: the first few documents read are drawn whole.
        if ((found.read ?? 0) < 2) await writeRunReport(doc, info, join(work, `out-${i}`));
      } catch (error) {
        const located = error instanceof ReportedError && error.message.startsWith(`${file}: `);
        kind = located ? 'refused' : 'failed';
        if (!located)
          bad.push(`#${i}: ${c.mutations.join('; ')}: ${error instanceof Error ? error.stack : String(error)}`);
      }
      found[kind] = (found[kind] ?? 0) + 1;
    }
    rmSync(work, { recursive: true, force: true });
    expect(bad).toEqual([]);
    expect(said.join('\n')).toMatch(/renamed/);
    expect(said.join('\n')).toMatch(/removed/);
    // Most mutations hit a field that is checked; a few (a rule's text, a swept value's list) leave a readable file.
    expect(found.refused).toBeGreaterThan(40);
    expect(found.read).toBeGreaterThan(0);
  });

  test('6 cases end alike through the built CLI and the long-lived host; a hang and a death are seen', async () => {
    const work = mkdtempSync(join(tmpdir(), 'gruntlab-fuzz-host-'));
    const host = new CommandHostProcess(work);
    try {
      const cases = fuzzCases(root, 11, 6).map((c, i) => ({ c, file: `c${i}.yaml` }));
      cases.push({ c: { ...cases[0].c, bytes: Buffer.from('title: [unclosed\n') }, file: 'broken.yaml' });
      // One example as shipped, so that a case that runs is among them whatever the mutations drew.
      cases.push({
        c: { ...cases[0].c, bytes: readFileSync(join(root, 'scenarios/man-to-man/three-dice-plain.yaml')) },
        file: 'plain-run.yaml',
      });
      const seen: FuzzClass[] = [];
      for (const { c, file } of cases) {
        writeFileSync(join(work, file), c.bytes);
        const run: CommandCall = { command: 'run', file, trials: 300, out: `o-${file}`, pngs: false };
        const calls: CommandCall[] = [{ command: 'validate', file }, run];
        for (const call of calls) {
          const inHost = await host.call(call, 120_000);
          const own = await runGruntlab(commandLine(call), 120_000, work);
          // The same exit code and the same words on stderr as the command in its own process.
          expect([inHost.code, inHost.stderr]).toEqual([own.code, own.stderr]);
          seen.push(classifyOutcome(inHost, file));
          if (inHost.code !== 0) break;
        }
      }
      expect(seen.filter((k) => FAILING.has(k))).toEqual([]);
      expect(seen).toContain('ran');
      expect(seen).toContain('located error');
      writeFileSync(join(work, 'plain.yaml'), readFileSync(join(root, 'scenarios/man-to-man/three-dice-plain.yaml')));
      const endless: CommandCall = { command: 'run', file: 'plain.yaml', trials: 1e9, out: 'endless', pngs: false };
      expect(classifyOutcome(await host.call(endless, 1500), 'plain.yaml')).toBe('hang');
      await host.call({ command: 'validate', file: 'plain.yaml' }, 120_000); // a child started and ready
      const killed = host.call(endless, 120_000);
      await new Promise((wake) => setTimeout(wake, 500));
      process.kill(host.pid!, 'SIGKILL');
      expect(classifyOutcome(await killed, 'plain.yaml')).toBe('crash');
      // A fresh child takes the next case.
      const after = await host.call({ command: 'validate', file: 'plain.yaml' }, 120_000);
      expect(classifyOutcome(after, 'plain.yaml')).toBe('ran');
    } finally {
      host.stop();
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);

  test('the same seed makes the same cases', () => {
    const a = fuzzCases(root, 3, 5).map((c) => c.bytes.toString('hex'));
    expect(fuzzCases(root, 3, 5).map((c) => c.bytes.toString('hex'))).toEqual(a);
    expect(fuzzCases(root, 4, 5).map((c) => c.bytes.toString('hex'))).not.toEqual(a);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });
});

describe('classifyOutcome', () => {
  const end = { code: 2, signal: null, timedOut: false, stderr: '' };
  test.each([
    [{ ...end, stderr: 'x.yaml:3:1: the title must be text' }, 'located error'],
    [{ ...end, stderr: 'gruntlab: Invalid string length' }, 'unlocated error'],
    [{ ...end, code: 0 }, 'ran'],
    [{ ...end, code: 133, stderr: 'FATAL ERROR: invalid size' }, 'stack trace'],
    [{ ...end, code: 134 }, 'crash'],
    [{ ...end, code: null, signal: 'SIGKILL', timedOut: true }, 'hang'],
    [{ ...end, code: 1, stderr: 'x.yaml: bad\n    at f (file.js:1:2)' }, 'stack trace'],
  ] as const)('%o is %s', (e, kind) => {
    expect(classifyOutcome(e, join('x.yaml'))).toBe(kind);
  });
});
