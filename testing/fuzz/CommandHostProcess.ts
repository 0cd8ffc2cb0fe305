import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { CommandEnd } from './classifyOutcome.js';
import type { CommandCall } from './commandCall.js';

const HOST = join(import.meta.dirname, 'commandHost.ts');
/** tsx's loader by its URL: the child starts in the cases' folder, where no node_modules would resolve the name. */
const TSX = import.meta.resolve('tsx');

/**
 * One commandHost child process, started in `cwd` and reused case after case: each call gets a wall-clock limit.
 * A call past the limit kills the child (a hang); a child that dies during a call ends the call with its exit code
 * or signal and the stderr it wrote since the call began (a crash, or a stack trace: see classifyOutcome). Either
 * way the next call starts a fresh child, as does every `recycleAfter`-th call (so that no case inherits a heap
 * grown by thousands of others).
 */
export class CommandHostProcess {
  private child: ChildProcess | undefined;
  private ready: Promise<CommandEnd | undefined> | undefined;
  private calls = 0;
  private nativeStderr = '';

  constructor(
    private readonly cwd: string,
    private readonly recycleAfter = 500,
  ) {}

  /** Runs `call` in the child; resolves with how it ended (never rejects). */
  async call(call: CommandCall, timeoutMs: number): Promise<CommandEnd> {
    if (this.calls++ % this.recycleAfter === 0) this.stop();
    this.nativeStderr = '';
    const child = await this.start();
    if (!(child instanceof ChildProcess)) return child;
    return new Promise((resolve) => {
      const finish = (end: CommandEnd) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(end);
      };
      const onMessage = (end: CommandEnd) => finish(end);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        this.forget(child);
        finish({ code, signal, timedOut: false, stderr: this.nativeStderr });
      };
      const timer = setTimeout(() => {
        this.stop();
        finish({ code: null, signal: 'SIGKILL', timedOut: true, stderr: this.nativeStderr });
      }, timeoutMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(call);
    });
  }

  /** The child's process id, while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Kills the child, if any (the next call starts another). */
  stop(): void {
    const child = this.child;
    if (child === undefined) return;
    this.forget(child);
    child.kill('SIGKILL');
  }

  private forget(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.ready = undefined;
  }

  /** The running child, started if need be; or how the child ended when it died before it was ready. */
  private async start(): Promise<ChildProcess | CommandEnd> {
    if (this.child !== undefined) {
      const died = await this.ready;
      return died ?? this.child;
    }
    const child = fork(HOST, [], {
      cwd: this.cwd,
      execArgv: ['--import', TSX, '--max-old-space-size=1536'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child = child;
    child.stderr!.on('data', (chunk: Buffer) => {
      this.nativeStderr = (this.nativeStderr + chunk.toString()).slice(-65_536);
    });
    this.ready = new Promise((resolve) => {
      child.once('message', () => resolve(undefined));
      child.once('exit', (code, signal) => {
        this.forget(child);
        resolve({ code, signal, timedOut: false, stderr: this.nativeStderr });
      });
    });
    const died = await this.ready;
    return died ?? child;
  }
}
