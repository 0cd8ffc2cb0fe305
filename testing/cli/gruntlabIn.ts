import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'gruntlab.js');

/** How a `gruntlab` command ended: its exit code and everything it printed. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A function that runs the built `gruntlab ARGS…` in folder `cwd` and resolves with its exit code and output (never
 * rejects: a failing command is a result like any other).
 * @example (await gruntlabIn(work)('--version')).code // 0
 */
export function gruntlabIn(cwd: string): (...args: string[]) => Promise<CliResult> {
  return async (...args) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd, maxBuffer: 1 << 26 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
}
