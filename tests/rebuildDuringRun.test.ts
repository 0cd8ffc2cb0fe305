import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installBuild } from '../scripts/installBuild.mjs';

// A rebuild of a checkout while runs go on from it. The checkout is a copy (bin/ and package.json, with the folders
// a run reads beside them linked), so that the builds installed here never meet other test files' runs. Builds are
// installed by installBuild, the step of `npm run build` that touches .builds/ and dist/ (what comes before it only
// writes a fresh folder of its own), so a swap here is the build's swap without its minutes of compiling. The
// builds installed while a run goes on hold nothing but their build.json: a rebuild whose every file name changed, at
// its harshest — a run that loaded a single file through dist/ after the swap would fail.
const ROOT = join(import.meta.dirname, '..');
const SCENARIO = join(ROOT, 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-rebuild-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const checkout = join(work, 'checkout');
mkdirSync(checkout);
for (const part of ['bin', 'package.json']) cpSync(join(ROOT, part), join(checkout, part), { recursive: true });
for (const part of ['node_modules', 'assets', 'docs', 'scenarios', 'schemas']) {
  symlinkSync(join(ROOT, part), join(checkout, part));
}

let trees = 0;
/** A finished build's tree beside .builds/, as scripts/build.mjs leaves it for installBuild: `from`'s, or empty. */
function buildTree(from?: string): string {
  const tree = join(checkout, `.dist-next-${process.pid}-${trees++}`);
  mkdirSync(tree);
  for (const part of from === undefined ? [] : ['src', 'web']) {
    cpSync(join(from!, part), join(tree, part), { recursive: true });
  }
  return tree;
}
const install = (tree: string) => installBuild(checkout, tree);
const builds = () => readdirSync(join(checkout, '.builds')).filter((name) => !name.startsWith('.'));
const marked = (id: string, pid: number | undefined) =>
  existsSync(join(checkout, '.builds', id, '.in-use', String(pid)));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Starts `gruntlab` from `bin`; resolves with its exit code and stderr when it ends. */
function gruntlab(bin: string, args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  return { child, exited, stdout: () => stdout };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Each file of `folder` by the hash of its bytes (vitest compares large buffers byte by byte, for minutes). */
const outputs = (folder: string) =>
  Object.fromEntries(readdirSync(folder).map((name) => [name, sha256(readFileSync(join(folder, name)))]));

describe('a rebuild of the checkout', () => {
  it('leaves a run in flight and a playground being served on their own build, kept until they end', async () => {
    const first = install(buildTree(join(ROOT, 'dist')));
    const server = gruntlab(join(checkout, 'bin', 'gruntlab.js'), ['serve', '--port', '0']);
    await until(() => server.stdout().includes('\n'));
    // Writers, charts and PNG workers load lazily, after the trials; here every module after the bin's first.
    const args = ['run', SCENARIO, '--trials', '3e7', '--seed', '21', '--workers', '1', '-q'];
    const run = gruntlab(join(checkout, 'bin', 'gruntlab.js'), [...args, '--out', 'disturbed']);
    await until(() => marked(first, run.child.pid));
    install(buildTree());
    const current = install(buildTree());
    // The second build was current for no run and is gone; the first stays while the run and the server use it.
    expect(builds().sort()).toEqual([first, current].sort());
    const undisturbed = gruntlab(join(ROOT, 'bin', 'gruntlab.js'), [...args, '--out', 'undisturbed']);
    expect(await run.exited).toEqual({ code: 0, stderr: '' });
    expect((await undisturbed.exited).code).toBe(0);
    const written = outputs(join(work, 'disturbed'));
    expect(Object.keys(written)).toEqual(expect.arrayContaining(['results.json', 'summary.md', 'outcomes.png']));
    expect(written).toEqual(outputs(join(work, 'undisturbed')));
    expect(marked(first, run.child.pid)).toBe(false);

    const url = server.stdout().trim();
    const page = await fetch(new URL('app.js', url));
    const served = Buffer.from(await page.arrayBuffer());
    expect(sha256(served)).toBe(sha256(readFileSync(join(ROOT, 'dist', 'web', 'app.js'))));
    server.child.kill('SIGINT');
    await server.exited;
    // No one uses the first build now: the next build removes it.
    const last = install(buildTree());
    expect(builds()).toEqual([last]);
  }, 180_000);

  it('removes a build only a killed process marked, and puts a plain copy of the current build at dist/', async () => {
    const id = install(buildTree(join(ROOT, 'dist')));
    const killed = gruntlab(join(checkout, 'bin', 'gruntlab.js'), ['serve', '--port', '0']);
    await until(() => killed.stdout().includes('\n'));
    expect(marked(id, killed.child.pid)).toBe(true);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(marked(id, killed.child.pid)).toBe(true);
    const next = install(buildTree(join(ROOT, 'dist')));
    expect(builds()).toEqual([next]);
    expect(JSON.parse(readFileSync(join(checkout, 'dist', 'build.json'), 'utf8'))).toEqual({ id: next });
    const main = ['src', 'bundle', 'main.js'];
    const [copied, built] = [checkout, ROOT].map((root) => sha256(readFileSync(join(root, 'dist', ...main))));
    expect(copied).toBe(built);
    expect(existsSync(join(checkout, 'dist', '.in-use'))).toBe(false);
  }, 60_000);
});
