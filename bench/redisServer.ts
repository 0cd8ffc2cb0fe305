import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A redis-server of our own (the cluster tests' and bench/cluster.ts'), on a free port of 127.0.0.1, saving nothing to disk. */
export interface OwnRedis {
  port: number;
  /** redis://127.0.0.1:PORT (rediss:// with TLS; with the password, when the server has one). */
  url: string;
  stop(): Promise<void>;
}

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface OwnRedisOptions {
  /** requirepass: clients must give it. */
  password?: string;
  /** Serve TLS only (no plain port), with these PEM files. */
  tls?: { cert: string; key: string; ca: string };
  /** This port instead of a free one (to start a server again where one was stopped). */
  port?: number;
}

/**
 * Starts Debian's redis-server (installed by .ci/run) and resolves once it answers.
 * @example const redis = await startRedis(); … await redis.stop()
 */
export async function startRedis(options: OwnRedisOptions = {}): Promise<OwnRedis> {
  if (spawnSync('redis-server', ['--version']).error)
    throw new Error('redis-server is missing: .ci/run installs it (apt-get install redis-server)');
  const port = options.port ?? (await freePort());
  const { password, tls } = options;
  const listen = tls
    ? [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--tls-cert-file',
        tls.cert,
        '--tls-key-file',
        tls.key,
        '--tls-ca-cert-file',
        tls.ca,
        '--tls-auth-clients',
        'no',
      ]
    : ['--port', String(port)];
  const auth = password === undefined ? [] : ['--requirepass', password];
  const child: ChildProcess = spawn(
    'redis-server',
    [...listen, ...auth, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const cli = [
    ...(tls ? ['--tls', '--cacert', tls.ca] : []),
    ...(password === undefined ? [] : ['-a', password, '--no-auth-warning']),
  ];
  for (let i = 0; ; i++) {
    const ping = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...cli, 'ping'], { encoding: 'utf8' });
    if (ping.stdout.includes('PONG')) break;
    if (i > 100) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    url: `${tls ? 'rediss' : 'redis'}://${password === undefined ? '' : `:${password}@`}127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
