import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'gruntlab.js');

/** A `gruntlab` command running in the background: what it has printed so far, and how it ended. */
export interface GruntlabProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once the printed text (stdout and stderr) matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts the built `gruntlab ARGS…` in `cwd` (by default the package's own bin; `bin` for another copy), with this
 * process's environment or `env`.
 * @example const worker = startGruntlab(work, ['worker', redis.url]); await worker.waitFor(/waiting for runs/)
 */
export function startGruntlab(
  cwd: string,
  args: string[],
  bin = BIN,
  env: NodeJS.ProcessEnv = process.env,
): GruntlabProcess {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (pattern.test(out + err)) {
          clearInterval(poll);
          resolve();
        } else if (Date.now() - started > timeoutMs || child.exitCode !== null) {
          clearInterval(poll);
          reject(new Error(`gave up waiting for ${pattern} (exit ${child.exitCode}); printed:\n${out}${err}`));
        }
      }, 50);
    });
  return { child, stdout: () => out, stderr: () => err, waitFor, exited };
}
