import { describe, expect, it } from 'vitest';
import { resolutionInfo } from './Resolution.js';
import { loadAll } from './registry.js';

describe('every resolution says which way its results point (Favours)', async () => {
  const resolutions = await loadAll();
  it.each(resolutions.map((r) => [`${r.system} ${r.resolve}`, r] as const))('%s', (_, resolution) => {
    const { favours, outcomes, distributions, derived } = resolutionInfo(resolution);
    const names = new Set([...outcomes, ...distributions, ...derived].map((q) => q.name));
    expect(favours.side).toMatch(/\S/);
    expect(favours.headline.length).toBeGreaterThan(0);
    for (const name of [...favours.up, ...favours.down, ...favours.headline]) expect(names, name).toContain(name);
    expect(favours.up.filter((name) => favours.down.includes(name))).toEqual([]);
    // Something good and something bad for the side among the outcomes, or the comparisons could never say "better".
    expect(
      outcomes.some((o) => favours.up.includes(o.name)) || outcomes.some((o) => favours.down.includes(o.name)),
    ).toBe(true);
  });
});
