#!/usr/bin/env node
// Byte-identity check for refactors: runs every example scenario (Monte Carlo with a fixed seed and
// trial count, and exact where the resolution has an evaluator) and every table preset through a
// gruntlab command, and keeps what they print; `--compare` then lists every file that differs.
//
//   node scripts/results-snapshot.mjs --out /tmp/snap-new [--gruntlab path/to/bin/gruntlab.js]
//   node scripts/results-snapshot.mjs --compare /tmp/snap-old /tmp/snap-new
//   --only grunt-factor,tables   (either mode) just the scenarios and presets whose names contain one of these
//
// It drives the command line only, so the same script runs against any commit's build.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};

const only = option('--only', '')
  .split(',')
  .filter((word) => word !== '');
const chosen = (name) => only.length === 0 || only.some((word) => name.includes(word));

if (args[0] === '--compare') process.exit(compare(args[1], args[2]));
snapshot(resolve(option('--out', 'snapshot')), resolve(option('--gruntlab', join(root, 'bin/gruntlab.js'))));

function snapshot(out, gruntlab) {
  const TRIALS = option('--trials', '20000');
  const SEED = option('--seed', '12345');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const scenarios = listYaml(join(root, 'scenarios')).filter(chosen);
  // The example modules (scenarios/house-rules/*.ts) run only when allowed: `gruntlab trust` allows them in config
  // and cache folders of this snapshot's own (a build without the command needs no allowance, and says so quietly).
  const user = mkdtempSync(join(tmpdir(), 'gruntlab-snapshot-'));
  const env = { ...process.env, XDG_CONFIG_HOME: join(user, 'config'), XDG_CACHE_HOME: join(user, 'cache') };
  const run = (argv) => {
    try {
      const options = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28, env };
      return { ok: true, text: execFileSync(process.execPath, [gruntlab, ...argv], options) };
    } catch (error) {
      return { ok: false, text: `exit ${error.status}\n${error.stderr}` };
    }
  };
  for (const file of scenarios) {
    const name = file
      .slice(join(root, 'scenarios').length + 1)
      .replace(/\//g, '__')
      .replace(/\.yaml$/, '');
    if (/^\s*(- )?\s*(house_rules|resolve):\s*\.{1,2}\//m.test(readFileSync(file, 'utf8'))) run(['trust', file]);
    const mc = run(['run', file, '--json', '--trials', TRIALS, '--seed', SEED, '--workers', '2']);
    writeFileSync(join(out, `${name}.mc.json`), normalise(mc.text));
    const exact = run(['run', file, '--json', '--exact']);
    writeFileSync(join(out, `${name}.exact.json`), normalise(exact.text));
    process.stderr.write(`${name}: monte carlo ${mc.ok ? 'ok' : 'failed'}, exact ${exact.ok ? 'ok' : 'refused'}\n`);
  }
  const presets = [...run(['table', '--list-presets']).text.matchAll(/^\s*([a-z0-9-]+)\s{2,}/gm)].map((m) => m[1]);
  for (const preset of presets.filter((name) => chosen(`table-${name}`))) {
    const dir = join(out, `table-${preset}`);
    run(['table', '--preset', preset, '--out', dir, '--format', 'md,csv', '--quiet', '--seed', SEED]);
    process.stderr.write(`table ${preset}: ${existsSync(dir) ? readdirSync(dir).join(', ') : 'nothing written'}\n`);
  }
}

/** The results document without what names the build (its version) or the machine (the checkout's path). */
function normalise(text) {
  if (!text.startsWith('{')) return text;
  const doc = JSON.parse(text);
  delete doc.gruntlab;
  doc.scenario = relative(root, doc.scenario);
  return `${JSON.stringify(doc, null, 1)}\n`;
}

function compare(a, b) {
  const files = (dir) =>
    listFiles(dir)
      .map((f) => f.slice(dir.length + 1))
      .sort();
  const left = files(a).filter(chosen);
  const right = files(b).filter(chosen);
  let differences = 0;
  for (const f of new Set([...left, ...right])) {
    const x = existsSync(join(a, f)) ? readFileSync(join(a, f)) : undefined;
    const y = existsSync(join(b, f)) ? readFileSync(join(b, f)) : undefined;
    if (!x || !y || !x.equals(y)) {
      differences++;
      console.log(`differs: ${f}${!x ? ' (only in second)' : !y ? ' (only in first)' : ''}`);
    }
  }
  console.log(`${left.length} files compared, ${differences} differ`);
  return differences === 0 ? 0 : 1;
}

function listYaml(dir) {
  return listFiles(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}
