/**
 * A long-lived child process of the fuzzing harness (see CommandPool): it takes one CommandCall at a time over IPC,
 * runs the command's own function from the built CLI (the compiled modules of the build `gruntlab` runs from) in
 * its working folder, ends it as src/cli/main.ts does (a ReportedError's message, any other error's message after
 * "gruntlab: ", the exit code) and sends back the CommandEnd the command would have had in its own process.
 * Standard output is dropped (runGruntlab ignores it too); standard error is kept for the case. An error that
 * escapes a command's promise (an unhandled rejection, a fatal V8 error) ends this process as it would end the
 * command's: the pool sees the child die and reads its real stderr.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommandEnd } from './classifyOutcome.js';
import type { CommandCall } from './commandCall.js';

const root = resolve(import.meta.dirname, '..', '..');
const buildInUse = pathToFileURL(join(root, 'bin', 'buildInUse.js')).href;
const { claimBuild } = (await import(buildInUse)) as { claimBuild(root: string): string };
// The build's bundle entry is <build>/src/bundle/main.js; its compiled modules are beside it in <build>/src/.
const src = new URL('../', claimBuild(root)).href;
const load = (module: string) => import(new URL(module, src).href);
const [{ validateCommand }, { runCommand }, { reportCommand }, { ReportedError }] = await Promise.all([
  load('cli/validateCommand.js'),
  load('cli/runCommand.js'),
  load('cli/reportCommand.js'),
  load('core/ReportedError.js'),
]);

let stderr = '';
type Write = typeof process.stdout.write;
/** A write that keeps (or drops) the text and calls the callback, as a stream's write would. */
const writer =
  (keep: boolean): Write =>
  (chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
    if (keep) stderr = (stderr + text).slice(-65_536);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  };
process.stdout.write = writer(false);
process.stderr.write = writer(true);

/** Runs one call as main.ts does and says how it ended. */
async function runCall(call: CommandCall): Promise<CommandEnd> {
  stderr = '';
  process.exitCode = undefined;
  try {
    if (call.command === 'validate') await validateCommand([call.file], {});
    else if (call.command === 'run')
      await runCommand(call.file, {
        ...{ trials: call.trials, workers: 1, quiet: true, out: call.out },
        ...(call.pngs ? {} : { png: false }),
      });
    else await reportCommand(call.file, { quiet: true, out: call.out });
  } catch (error) {
    if (error instanceof ReportedError) {
      const reported = error as InstanceType<typeof ReportedError>;
      process.stderr.write(`${reported.prefixed ? 'gruntlab: ' : ''}${reported.message}\n`);
      process.exitCode = reported.exitCode;
    } else {
      process.stderr.write(`gruntlab: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { code, signal: null, timedOut: false, stderr };
}

process.on('message', (call: CommandCall) => {
  void runCall(call).then((end) => process.send!(end));
});
// The harness gone (stopped, or killed), no case will come: end.
process.on('disconnect', () => process.exit(0));
process.send!('ready');
