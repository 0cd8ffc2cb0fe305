import { describe, expect, it } from 'vitest';
import { redisTarget } from './redisTarget.js';

describe('redisTarget', () => {
  it('reads host, port, database, user and password, and never shows the password', () => {
    const t = redisTarget('redis://ops:p%40ss@10.0.0.5:6380/2');
    expect(t.options).toMatchObject({ host: '10.0.0.5', port: 6380, db: 2, username: 'ops', password: 'p@ss' });
    expect(t.options.tls).toBeUndefined();
    expect(t.shown).toBe('redis://10.0.0.5:6380/2');
    expect(t.forWorkers).toBe('redis://ops:PASSWORD@10.0.0.5:6380/2');
    expect(redisTarget('redis://queue.lan').options).toMatchObject({ host: 'queue.lan', port: 6379, db: 0 });
  });

  it('turns TLS on for rediss://, naming the server unless it is an IP address', () => {
    expect(redisTarget('rediss://queue.lan:6380').options.tls).toEqual({ servername: 'queue.lan' });
    expect(redisTarget('rediss://127.0.0.1:6380').options.tls).toEqual({});
  });

  it('refuses what is not a Redis URL, saying why', () => {
    expect(() => redisTarget('127.0.0.1:6379')).toThrow(/it cannot be read as a URL; expected redis:\/\//);
    expect(() => redisTarget('http://h:6379')).toThrow(/the scheme is "http:"/);
    expect(() => redisTarget('redis://')).toThrow(/it names no host/);
    expect(() => redisTarget('redis://h/x')).toThrow(/the database "x" is not a number/);
    expect(() => redisTarget('redis://h?tls=1')).toThrow(/query or fragment/);
    expect(() => redisTarget('redis://h', 'ca.pem')).toThrow(
      /--tls-ca ca.pem is for a TLS connection: write the URL as rediss:/,
    );
    expect(() => redisTarget('rediss://h', '/no/such/ca.pem')).toThrow(
      /cannot read the TLS certificate authority \/no\/such\/ca.pem/,
    );
  });
});
