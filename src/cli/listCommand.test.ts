import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { gruntlabIn } from '../../testing/cli/gruntlabIn.js';
import { resolutionSettings } from '../scenario/resolutionSettings.js';
import { findRegistered } from '../systems/registry.js';

const gruntlab = gruntlabIn(tmpdir());

describe('gruntlab list SYSTEM RESOLUTION', () => {
  it('prints every key with what it takes and its default, and each rule variant with its values, default and meaning', async () => {
    const { code, stdout: out } = await gruntlab('list', 'man-to-man', 'afv-he-fire');
    expect(code).toBe(0);
    expect(out).toContain('man-to-man afv-he-fire: ');
    expect(out).toMatch(/firer\.buttoned\s+true or false; default false\n\s+vehicle buttoned/);
    expect(out).toMatch(/building\.damage_taken\s+a whole number, at least 0; default 0/);
    expect(out).toMatch(
      /rules\.he-damage\s+one of halved, halved-once, as-6-3; default halved\n\s+8\.2 "the damage is halved"/,
    );
    expect(out).toContain('readings: docs/rules/man-to-man.md#');
    expect(out).not.toMatch(/^\s+(system|resolve|trials|seed|title)\s/m);
  });

  it('reads the settings from the schema alone: every rule variant or parameter has its values, and a default in the schema or in its description', async () => {
    for (const [system, resolve] of [
      ['stargrunt2', 'fire'],
      ['stargrunt2', 'missile-fire'],
      ['silhouette', 'melee'],
      ['grunt-factor', 'engagement'],
    ]) {
      const resolution = await findRegistered(system, resolve)!.load();
      const rules = resolutionSettings(resolution.definition).filter((s) => s.path.startsWith('rules.'));
      expect(rules.length, `${system} ${resolve}`).toBeGreaterThan(0);
      for (const rule of rules) {
        // Rule variants are named alternatives; parameters are numbers (or tables, as maps) with the book's value.
        expect(rule.takes, rule.path).toMatch(/^(one of |a whole number|a number|a map)/);
        // A variant left out of the results when unset (rules.environment) names its default in its description.
        expect(rule.default !== undefined || /\bdefault\b/.test(rule.description ?? ''), rule.path).toBe(true);
      }
    }
  });

  it('names the nearest resolutions for a misspelt one, and the system for a misspelt system', async () => {
    const resolution = await gruntlab('list', 'stargrunt2', 'fyre');
    expect(resolution.code).not.toBe(0);
    expect(resolution.stderr).toMatch(
      /^gruntlab: no resolution "fyre" in stargrunt2 — did you mean fire\?; its resolutions are: fire, /,
    );
    const system = await gruntlab('list', 'stargrunt', 'fire');
    expect(system.stderr).toMatch(/^gruntlab: no system "stargrunt"; the systems are: stargrunt2, /);
    expect(system.stderr).not.toMatch(/\bat \S+\.js/);
  });
});

describe('gruntlab list prints the name → number tables', () => {
  it("list SYSTEM: the Grunt Factor grade → CC, RC, LD table with the CO's LD, after the resolutions", async () => {
    const { code, stdout: out } = await gruntlab('list', 'grunt-factor');
    expect(code).toBe(0);
    expect(out).toMatch(/grade → CC, RC, LD \(rulebook: Basic soldiers\)\n/);
    expect(out).toMatch(/\n\s+grade\s+CC\s+RC\s+LD\s+LD of a CO \(\+1\)\s+AC\s+A\n/);
    expect(out).toMatch(/\n\s+elite\s+10\s+10\s+13\s+14\s+4\s+9\n/);
    expect(out.indexOf('grade → CC')).toBeGreaterThan(out.indexOf('attribute-roll'));
  });

  it("list SYSTEM RESOLUTION: the system's tables after the settings (Stargrunt II quality → die)", async () => {
    const { code, stdout: out } = await gruntlab('list', 'stargrunt2', 'target-roll');
    expect(code).toBe(0);
    expect(out).toMatch(/\n\s+regular\s+d8\s+8\n/);
    expect(out).not.toContain('grade → CC');
  });

  it('list: every system with tables prints them under its own name; Silhouette has none', async () => {
    const { stdout: out } = await gruntlab('list');
    const section = (system: string) => out.slice(out.indexOf(`\n${system}\n`)).split(/\n(?=\S)/)[1] ?? '';
    expect(section('man-to-man')).toMatch(/troop type → STR, INT, DEX, LDR, MOV/);
    expect(section('guns-n-grenades')).toMatch(/unit → ATK, DEF/);
    expect(section('silhouette')).not.toMatch(/→/);
  });
});
