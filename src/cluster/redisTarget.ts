import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { RedisOptions } from 'ioredis';
import { ReportedError } from '../core/ReportedError.js';
import { clusterMessages } from './messages.js';

/** Where the cluster's Redis is and how to connect to it. */
export interface RedisTarget {
  /** ioredis options: host, port, database, user and password from the URL; TLS for rediss://. */
  options: RedisOptions;
  /** The URL without its password, for messages. */
  shown: string;
  /** The URL to give `gruntlab worker`, with PASSWORD in place of the password (messages never show it). */
  forWorkers: string;
}

/**
 * Reads a Redis URL: redis://[USER][:PASSWORD]@HOST[:PORT][/DB], or rediss://… for TLS (checked against Node's
 * certificate authorities, or the one in `tlsCaFile` for a self-signed server). Refuses anything else by name.
 * @example redisTarget('redis://:secret@10.0.0.5:6380/2').shown // 'redis://10.0.0.5:6380/2'
 */
export function redisTarget(url: string, tlsCaFile?: string): RedisTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ReportedError(clusterMessages.badUrl(url, 'it cannot be read as a URL'));
  }
  const tls = parsed.protocol === 'rediss:';
  if (!tls && parsed.protocol !== 'redis:')
    throw new ReportedError(clusterMessages.badUrl(url, `the scheme is "${parsed.protocol}"`));
  if (parsed.hostname === '') throw new ReportedError(clusterMessages.badUrl(url, 'it names no host'));
  const port = parsed.port === '' ? 6379 : Number(parsed.port);
  const dbText = parsed.pathname.replace(/^\//, '');
  if (dbText !== '' && !/^\d+$/.test(dbText))
    throw new ReportedError(clusterMessages.badUrl(url, `the database "${dbText}" is not a number`));
  if (parsed.search !== '' || parsed.hash !== '')
    throw new ReportedError(clusterMessages.badUrl(url, 'it has a query or fragment'));
  if (tlsCaFile !== undefined && !tls) throw new ReportedError(clusterMessages.tlsCaWithoutTls(tlsCaFile));
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const options: RedisOptions = {
    host,
    port,
    db: dbText === '' ? 0 : Number(dbText),
    ...(parsed.username !== '' ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password !== '' ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(tls
      ? {
          tls: {
            ...(isIP(host) === 0 ? { servername: host } : {}),
            ...(tlsCaFile !== undefined ? { ca: readCa(tlsCaFile) } : {}),
          },
        }
      : {}),
  };
  const shown = `${parsed.protocol}//${parsed.host}${dbText === '' ? '' : `/${dbText}`}`;
  const credentials =
    parsed.username !== '' || parsed.password !== ''
      ? `${parsed.username}${parsed.password !== '' ? ':PASSWORD' : ''}@`
      : '';
  return {
    options,
    shown,
    forWorkers: `${parsed.protocol}//${credentials}${parsed.host}${dbText === '' ? '' : `/${dbText}`}`,
  };
}

function readCa(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ReportedError(clusterMessages.tlsCaUnreadable(file, (error as Error).message));
  }
}
