import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink, type PermalinkState } from './permalink.js';

describe('permalinks', () => {
  const state: PermalinkState = {
    file: 'scenarios/a.yaml',
    text: 'system: stargrunt2\nresolve: fire\ntitle: "Ünïcode — and #, &, ?"\n',
    method: 'monte-carlo',
    trials: 300000,
    seed: 11,
  };

  it('round-trip a scenario and its run settings through a URL-safe fragment', async () => {
    const hash = await encodePermalink(state);
    expect(hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(await decodePermalink(hash)).toEqual(state);
  });

  it('compress: a long scenario makes a much shorter link', async () => {
    const text = 'firer:\n  quality: regular\n'.repeat(200);
    expect((await encodePermalink({ ...state, text })).length).toBeLessThan(text.length / 10);
  });

  it('give nothing for other fragments, damaged data or data that is not a scenario', async () => {
    expect(await decodePermalink('')).toBeUndefined();
    expect(await decodePermalink('#results')).toBeUndefined();
    expect(await decodePermalink('#s=AAAA')).toBeUndefined();
    const notScenario = await encodePermalink({ file: 1 } as unknown as PermalinkState);
    expect(await decodePermalink(notScenario)).toBeUndefined();
  });

  it('keep only known methods and whole numbers', async () => {
    const odd = await encodePermalink({ ...state, method: 'fast' as never, trials: 1.5 });
    expect(await decodePermalink(odd)).toEqual({ file: state.file, text: state.text, method: 'auto', seed: 11 });
  });
});
