import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_PREFIX } from '../src/results/runCheckpoint.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'gruntlab.js');
// An engagement: a chunk of 250,000 trials takes a second or two, long enough to interrupt between chunks.
const SCENARIO = join(ROOT, 'scenarios', 'stargrunt2', 'engagement-veteran-team-vs-regular-squad.yaml');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-resume-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cells = (folder: string) => JSON.parse(readFileSync(join(folder, 'results.json'), 'utf8')).cells;
const checkpointOf = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true }).find((f) => f.name.startsWith(CHECKPOINT_PREFIX))
    : undefined;

const checkpoints = (folder: string) => readdirSync(folder).filter((name) => name.startsWith(CHECKPOINT_PREFIX));

/** Starts a run and sends it SIGINT once its checkpoint holds a finished chunk; resolves with its exit code and stderr. */
function interruptAfterFirstChunk(args: string[], folder: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: work });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const poll = setInterval(() => {
      const file = checkpointOf(folder);
      if (file && readFileSync(join(folder, file.name), 'utf8').includes('\n')) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, stderr });
    });
  });
}

describe('run --resume', () => {
  it("goes on from the chunks an interrupted run finished, and gives the uninterrupted run's results with any worker count", async () => {
    const whole = join(work, 'whole');
    await promisify(execFile)(
      process.execPath,
      [BIN, 'run', SCENARIO, '--trials', '1e6', '--seed', '4', '--workers', '2', '--out', whole, '-q', '--no-png'],
      { cwd: work },
    );
    expect(checkpointOf(whole)).toBeUndefined();

    const resumed = join(work, 'resumed');
    const common = ['run', SCENARIO, '--trials', '1e6', '--seed', '4', '--out', resumed, '-q', '--no-png'];
    const stopped = await interruptAfterFirstChunk([...common, '--workers', '1'], resumed);
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/chunks finished so far are kept in .*--resume/);
    expect(existsSync(join(resumed, 'results.json'))).toBe(false);

    const { stderr } = await promisify(execFile)(process.execPath, [BIN, ...common, '--workers', '2', '--resume'], {
      cwd: work,
    });
    expect(stderr).toMatch(/resuming: [1-3] finished chunk\(s\)/);
    expect(cells(resumed)).toEqual(cells(whole));
    expect(checkpointOf(resumed)).toBeUndefined();
  }, 120_000);

  it('does not take chunks of a different run (another seed), and refuses --resume with --exact', async () => {
    const folder = join(work, 'other');
    const stopped = await interruptAfterFirstChunk(
      ['run', SCENARIO, '--trials', '1e6', '--seed', '5', '--workers', '1', '--out', folder, '-q', '--no-png'],
      folder,
    );
    expect(stopped.code).toBe(130);
    const { stderr } = await promisify(execFile)(
      process.execPath,
      [BIN, 'run', SCENARIO, '--trials', '2.5e5', '--seed', '6', '--out', folder, '-q', '--no-png', '--resume'],
      { cwd: work },
    );
    expect(stderr).toMatch(/no interrupted run of this scenario, seed and trials/);
    // Finished, that run removed the checkpoint the other seed's interrupted run left.
    expect(checkpointOf(folder)).toBeUndefined();
    const exact = await promisify(execFile)(
      process.execPath,
      [BIN, 'run', SCENARIO, '--exact', '--resume', '--out', folder],
      { cwd: work },
    ).catch((e) => e);
    expect(exact.stderr).toMatch(/--resume goes on from the Monte Carlo chunks/);
  }, 120_000);

  it("does not take chunks of a module whose imported file changed (it keys on the module graph's hash)", async () => {
    const scenarios = join(work, 'module');
    mkdirSync(scenarios);
    // A coin whose chance its lib.ts holds, slowed by rolls it ignores so that a chunk takes long enough to interrupt.
    const module = [
      "import { defineResolution } from 'gruntlab';",
      "import { HEADS } from './lib.ts';",
      'export default defineResolution({',
      "  description: 'a slow coin',",
      "  outcomes: { heads: 'Heads', tails: 'Tails' },",
      '  trial: (_p, roll) => {',
      '    for (let i = 0; i < 40; i++) roll.die(6);',
      "    return roll.die(10) <= HEADS * 10 ? 'heads' : 'tails';",
      '  },',
      '});',
    ];
    writeFileSync(join(scenarios, 'coin.ts'), `${module.join('\n')}\n`);
    writeFileSync(join(scenarios, 'lib.ts'), 'export const HEADS = 0.5;\n');
    writeFileSync(join(scenarios, 'coin.yaml'), 'resolve: ./coin.ts\ntrials: 500000\nseed: 4\n');
    const coin = join(scenarios, 'coin.yaml');
    const run = (out: string, ...more: string[]) => {
      const args = [BIN, 'run', coin, '--allow-modules', '--out', out, '-q', '--no-png', ...more];
      return promisify(execFile)(process.execPath, args, { cwd: work });
    };
    const interrupted = (out: string) =>
      interruptAfterFirstChunk(['run', coin, '--allow-modules', '--workers', '1', '--out', out, '-q', '--no-png'], out);

    const folder = join(work, 'module-out');
    expect((await interrupted(folder)).code).toBe(130);
    writeFileSync(join(scenarios, 'lib.ts'), 'export const HEADS = 0.9;\n');
    expect((await run(folder, '--resume')).stderr).toMatch(/no interrupted run of this scenario, seed and trials/);
    const whole = join(work, 'module-whole');
    await run(whole);
    expect(cells(folder)).toEqual(cells(whole));
    expect(cells(folder)[0].outcomes.heads.p).toBeGreaterThan(0.89);
    // Unchanged, the same module's chunks are taken.
    const again = join(work, 'module-again');
    expect((await interrupted(again)).code).toBe(130);
    expect((await run(again, '--resume')).stderr).toMatch(/resuming: [1-3] finished chunk\(s\)/);
    expect(cells(again)).toEqual(cells(whole));
  }, 240_000);

  it("a finished run removes the checkpoints ended runs left in its folder, never a run in flight's", async () => {
    const folder = join(work, 'shared');
    const run = (seed: string, trials: string) => [
      'run',
      SCENARIO,
      '--trials',
      trials,
      '--seed',
      seed,
      '--workers',
      '1',
      '--out',
      folder,
      '-q',
      '--no-png',
    ];
    expect((await interruptAfterFirstChunk(run('5', '1e6'), folder)).code).toBe(130);
    const [ended] = checkpoints(folder);
    const inFlight = spawn(process.execPath, [BIN, ...run('7', '1e7')], { cwd: work, stdio: 'ignore' });
    const exited = new Promise((resolve) => inFlight.on('exit', resolve));
    try {
      const hasLine = (name: string) => readFileSync(join(folder, name), 'utf8').includes('\n');
      const written = () => checkpoints(folder).find((name) => name !== ended && hasLine(name));
      while (written() === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      const writing = written();
      await promisify(execFile)(process.execPath, [BIN, ...run('6', '2.5e5')], { cwd: work });
      expect(existsSync(join(folder, 'results.json'))).toBe(true);
      expect(checkpoints(folder)).toEqual([writing]);
    } finally {
      inFlight.kill('SIGINT');
      await exited;
    }
  }, 180_000);
});
