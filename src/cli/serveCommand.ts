import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildFolder } from '../buildFolder.js';
import { ReportedError } from '../core/ReportedError.js';
import { interruptState } from '../results/interruptState.js';
import { cliMessages } from './messages.js';
import { staticFiles } from './staticFiles.js';

/** The port `gruntlab serve` listens on unless --port says otherwise. */
export const DEFAULT_PORT = 4747;

/**
 * `gruntlab serve [--port N]`: serves the playground (web/ of its own build, made by `npm run build`; a rebuild of the
 * checkout meanwhile leaves the page's files as they are) on localhost, prints its URL on stdout and, when run from a
 * terminal, opens it in the browser. Runs until Ctrl-C. All the work happens in the browser: the server only hands
 * out the page's files.
 */
export async function serveCommand(flags: { port?: number }): Promise<void> {
  const folder = join(buildFolder(), 'web');
  if (!existsSync(join(folder, 'index.html'))) throw new ReportedError(cliMessages.noPlayground(folder));
  const server = createServer(staticFiles(folder));
  const port = flags.port ?? DEFAULT_PORT;
  if (port > 65535) throw new ReportedError(cliMessages.badPort(port));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ReportedError(cliMessages.portInUse(port)) : error),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  process.stdout.write(`${process.stdout.isTTY ? cliMessages.serving(url) : url}\n`);
  if (process.stdout.isTTY) openInBrowser(url);
  // Ctrl-C ends the server quietly: it writes nothing, so there is nothing to report.
  interruptState.stop = () => server.close(() => process.exit(0)).closeAllConnections();
}

/** Opens `url` with the desktop's opener; a machine without one just keeps the printed URL. */
function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}
