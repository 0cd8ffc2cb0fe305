import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './staticFiles.js';

/** A raw GET (no URL normalising by the client, so `..` reaches the server as written). */
function get(port: number, path: string, method = 'GET'): Promise<{ status: number; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('staticFiles (gruntlab serve)', () => {
  const root = mkdtempSync(join(tmpdir(), 'gruntlab-static-'));
  const web = join(root, 'web');
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    mkdirSync(web);
    writeFileSync(join(web, 'index.html'), '<p>page</p>');
    writeFileSync(join(web, 'app.js'), 'void 0;');
    writeFileSync(join(root, 'secret.txt'), 'no');
    writeFileSync(join(root, 'secret.js'), 'no');
    server = createServer(staticFiles(web));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves index.html for / and the page's files with their types", async () => {
    expect(await get(port, '/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', body: '<p>page</p>' });
    expect(await get(port, '/app.js?x=1')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await get(port, '/app.js', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it('answers nothing outside its folder, nothing unknown and no other method', async () => {
    expect((await get(port, '/../secret.js')).status).toBe(404);
    expect((await get(port, '/%2e%2e/secret.js')).status).toBe(404);
    expect((await get(port, '/..%2fsecret.js')).status).toBe(404);
    expect((await get(port, '/missing.js')).status).toBe(404);
    expect((await get(port, '/%E0%A4%A')).status).toBe(400);
    expect((await get(port, '/', 'POST')).status).toBe(405);
  });
});
