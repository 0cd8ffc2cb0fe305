import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readClusterKey } from './clusterKey.js';

const dir = mkdtempSync(join(tmpdir(), 'gruntlab-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hex = '0123456789abcdef'.repeat(4);
const keyFile = (name: string, text: string, mode: number) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  chmodSync(file, mode);
  return file;
};

describe('readClusterKey', () => {
  it('reads --key-file, else the file GRUNTLAB_CLUSTER_KEY_FILE names, else GRUNTLAB_CLUSTER_KEY', () => {
    const file = keyFile('cluster.key', `${hex}\n`, 0o600);
    expect(readClusterKey(file, {}).toString('hex')).toBe(hex);
    const other = keyFile('other.key', 'ff'.repeat(32), 0o400);
    expect(readClusterKey(file, { GRUNTLAB_CLUSTER_KEY_FILE: other }).toString('hex')).toBe(hex);
    const both = { GRUNTLAB_CLUSTER_KEY_FILE: other, GRUNTLAB_CLUSTER_KEY: hex };
    expect(readClusterKey(undefined, both).toString('hex')).toBe('ff'.repeat(32));
    expect(readClusterKey(undefined, { GRUNTLAB_CLUSTER_KEY: ` ${hex} ` }).toString('hex')).toBe(hex);
  });

  it('without a key refuses, saying how to make one', () => {
    expect(() => readClusterKey(undefined, {})).toThrow(
      /openssl rand -hex 32 > ~\/.config\/gruntlab\/cluster.key.*--key-file/,
    );
    expect(() => readClusterKey(undefined, { GRUNTLAB_CLUSTER_KEY: '' })).toThrow(/needs its shared key/);
  });

  it('refuses a key file its group or others may read, a missing file, and a key that is not 32 bytes of hex', () => {
    const open = keyFile('open.key', hex, 0o644);
    expect(() => readClusterKey(open, {})).toThrow(`the cluster key ${open} may be read or written by its group`);
    expect(() => readClusterKey(open, {})).toThrow(`chmod 600 ${open}`);
    const none = join(dir, 'none.key');
    expect(() => readClusterKey(none, {})).toThrow(/cannot read the cluster key \(--key-file .*none.key\): ENOENT/);
    expect(() => readClusterKey(undefined, { GRUNTLAB_CLUSTER_KEY_FILE: none })).toThrow(/GRUNTLAB_CLUSTER_KEY_FILE=/);
    expect(() => readClusterKey(keyFile('short.key', 'abcd', 0o600), {})).toThrow(/expected at least 64 hex digits/);
    expect(() => readClusterKey(undefined, { GRUNTLAB_CLUSTER_KEY: 'correct horse battery staple'.repeat(3) })).toThrow(
      /the cluster key \(GRUNTLAB_CLUSTER_KEY\) is not one/,
    );
  });
});
