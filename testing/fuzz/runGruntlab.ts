import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { CommandEnd } from './classifyOutcome.js';

/** The built command line (npm run build first). */
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'gruntlab.js');

/**
 * Runs `gruntlab ARGS…` in a child process with a wall-clock limit, keeping the last 64 KB of stderr; a command
 * past the limit is killed (with its whole process group) and reported as timed out.
 *
 * @example (await runGruntlab(['--version'], 30_000)).code // 0
 */
export function runGruntlab(args: string[], timeoutMs: number, cwd?: string): Promise<CommandEnd> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--max-old-space-size=1536', BIN, ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-65_536);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut, stderr });
    });
  });
}
