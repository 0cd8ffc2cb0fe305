import { describe, expect, it } from 'vitest';
import { lifeTrack, stateOfStage } from './lifeTrack.js';

/** Walks a track hit after hit and names the stages, as a player would mark them. */
function stagesAfterHits(
  tough: boolean,
  rule: 'damage-units' | 'first-hit-absorbed',
  damage: number,
  hits: number,
  toughHits = 2,
): string[] {
  const track = lifeTrack(tough, rule, toughHits);
  const names = ['Healthy', 'Wounded', 'Bloodied', 'Dead'];
  const out: string[] = [];
  let s = 0;
  for (let h = 0; h < hits; h++) {
    s = track.next[s * 4 + damage];
    out.push(names[track.stageOf[s]]);
  }
  return out;
}

describe('life stages (How Combat Works, Unit Tags)', () => {
  it('rulebook: Healthy → Wounded → Bloodied → Dead, one stage per hit', () => {
    expect(stagesAfterHits(false, 'damage-units', 1, 3)).toEqual(['Wounded', 'Bloodied', 'Dead']);
  });

  it('rulebook example: a Grenadier (Deadly) hit on a healthy unit leaves it Bloodied, not just Wounded', () => {
    expect(stagesAfterHits(false, 'damage-units', 2, 2)).toEqual(['Bloodied', 'Dead']);
    expect(lifeTrack(false, 'damage-units', 2).next[0 * 4 + 2]).toBe(2);
  });

  it('Tough: "Takes 2 hits to wound. All subsequent hit continue as normal."', () => {
    expect(stagesAfterHits(true, 'damage-units', 1, 4)).toEqual(['Healthy', 'Wounded', 'Bloodied', 'Dead']);
  });

  it('Tough against two units of damage: damage-units (default) and first-hit-absorbed', () => {
    expect(stagesAfterHits(true, 'damage-units', 2, 2)).toEqual(['Wounded', 'Dead']);
    expect(stagesAfterHits(true, 'first-hit-absorbed', 2, 3)).toEqual(['Healthy', 'Bloodied', 'Dead']);
    expect(stagesAfterHits(true, 'damage-units', 3, 2)).toEqual(['Bloodied', 'Dead']);
    expect(stagesAfterHits(true, 'first-hit-absorbed', 3, 2)).toEqual(['Healthy', 'Dead']);
  });

  it('vehicles: Good, Glanced, Shaken, Destroyed; a tank deals 3 units of damage', () => {
    expect(stagesAfterHits(false, 'damage-units', 3, 1)).toEqual(['Dead']);
    expect(stateOfStage('shaken', false, true, 2)).toBe(2);
    expect(stateOfStage('wounded', false, true, 2)).toBeUndefined();
    expect(stateOfStage('healthy-hit-once', false, false, 2)).toBeUndefined();
    expect(stateOfStage('healthy-hit-once', true, false, 2)).toBe(1);
  });

  it('rules.tough-hits: a Tough unit stays Healthy for tough-hits − 1 hits; 1 makes it a plain unit', () => {
    expect(stagesAfterHits(true, 'damage-units', 1, 5, 3)).toEqual([
      'Healthy',
      'Healthy',
      'Wounded',
      'Bloodied',
      'Dead',
    ]);
    expect(stagesAfterHits(true, 'damage-units', 2, 3, 3)).toEqual(['Healthy', 'Bloodied', 'Dead']);
    expect(stagesAfterHits(true, 'first-hit-absorbed', 3, 2, 3)).toEqual(['Healthy', 'Bloodied']);
    expect(lifeTrack(true, 'damage-units', 1)).toEqual(lifeTrack(false, 'damage-units', 2));
    expect([stateOfStage('wounded', true, false, 3), stateOfStage('bloodied', true, false, 3)]).toEqual([3, 4]);
    expect(stateOfStage('healthy-hit-once', true, false, 1)).toBeUndefined();
  });
});
