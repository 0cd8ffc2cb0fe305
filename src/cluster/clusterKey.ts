import { readFileSync, statSync } from 'node:fs';
import { ReportedError } from '../core/ReportedError.js';
import { clusterMessages } from './messages.js';

/** The environment variables that give the key when `--key-file` does not: a file's path, or the key itself. */
const KEY_FILE_VARIABLE = 'GRUNTLAB_CLUSTER_KEY_FILE';
const KEY_VARIABLE = 'GRUNTLAB_CLUSTER_KEY';

/** 32 bytes, written as 64 hex digits: what `openssl rand -hex 32` prints. */
const KEY_HEX_DIGITS = 64;

/**
 * The cluster's shared key, which signs every job and every result (see signing.ts): from `--key-file FILE`, else
 * the file named by GRUNTLAB_CLUSTER_KEY_FILE, else GRUNTLAB_CLUSTER_KEY itself. The key is 64 hex digits; a key
 * file that its group or others may read or write is refused, as ssh refuses such a private key (whoever reads it
 * can make jobs every worker runs and results every coordinator merges). No key: refused, saying how to make one.
 * @example readClusterKey(undefined, { GRUNTLAB_CLUSTER_KEY: 'ab'.repeat(32) }).length // 32
 */
export function readClusterKey(keyFile: string | undefined, env: NodeJS.ProcessEnv = process.env): Buffer {
  const file = keyFile ?? nonEmpty(env[KEY_FILE_VARIABLE]);
  if (file !== undefined) {
    const where = keyFile !== undefined ? `--key-file ${file}` : `${KEY_FILE_VARIABLE}=${file}`;
    let text: string;
    try {
      // Group and others: no access at all, as ssh asks of a private key (POSIX modes only).
      const openToOthers = (statSync(file).mode & 0o077) !== 0;
      if (process.platform !== 'win32' && openToOthers) throw new ReportedError(clusterMessages.keyFileOpen(file));
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (error instanceof ReportedError) throw error;
      throw new ReportedError(clusterMessages.keyUnreadable(where, (error as Error).message));
    }
    return keyOf(text, where);
  }
  const text = nonEmpty(env[KEY_VARIABLE]);
  if (text !== undefined) return keyOf(text, KEY_VARIABLE);
  throw new ReportedError(clusterMessages.noKey);
}

function keyOf(text: string, where: string): Buffer {
  const hex = text.trim();
  if (!new RegExp(`^[0-9a-fA-F]{${KEY_HEX_DIGITS},}$`).test(hex) || hex.length % 2 !== 0) {
    throw new ReportedError(clusterMessages.badKey(where, KEY_HEX_DIGITS));
  }
  return Buffer.from(hex, 'hex');
}

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
