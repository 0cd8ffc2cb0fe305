import { Redis } from 'ioredis';
import { ReportedError } from '../core/ReportedError.js';
import { clusterMessages } from './messages.js';
import type { RedisTarget } from './redisTarget.js';

/**
 * Connects once, without retrying, to say at start — in words — why Redis cannot be used (unreachable, a
 * password refused, TLS failing), instead of retrying for ever. Returns the connection options for the long-lived
 * connections, which do retry (a Redis restart mid-run is waited out): BullMQ's blocking calls need
 * `maxRetriesPerRequest: null`.
 * @example const options = await connectRedis(redisTarget('redis://127.0.0.1:6379'))
 */
export async function connectRedis(target: RedisTarget): Promise<RedisTarget['options']> {
  const probe = new Redis({
    ...target.options,
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, a certificate refused): connect() rejects only with "Connection is closed".
  let cause: Error | undefined;
  probe.on('error', (error: Error) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    const why = (cause ?? (error as Error)).message;
    const refused = /NOAUTH|WRONGPASS|invalid password|AUTH/i.test(why);
    throw new ReportedError(
      refused ? clusterMessages.refusedPassword(target.shown, why) : clusterMessages.unreachable(target.shown, why),
    );
  } finally {
    probe.disconnect();
  }
  return { ...target.options, maxRetriesPerRequest: null };
}
