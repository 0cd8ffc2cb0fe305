import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITIES, QUALITY_DICE } from '../../data/qualities.js';
import { INSERTION_MIN_QUALITY, SCATTER_MULTIPLIER } from '../data/aerospace.js';
import { aerospaceMessages as messages } from '../messages.js';
import type { TroopDropScenarioCell } from './schema.js';
import type { TroopDropCell } from './TroopDropCell.js';

const HOVER_TERRAIN = ['open', 'difficult'] as const;
const INSERTION_TERRAIN = ['open', 'bad', 'urban', 'water'] as const;

/**
 * LANDING ZONES, DROPPING TROOPS FROM HOVERING CRAFT and HIGH-ALTITUDE OR ORBITAL INSERTION, names → dice: which die
 * is rolled, and the rolls that strand the craft, hurt a man or lose him; the rulebook's limits on who may drop.
 */
export function normalizeTroopDrop(scenario: TroopDropScenarioCell): NormalizeResult<TroopDropCell> {
  const issues: Issue[] = [];
  const { method, terrain, rules } = scenario;
  const base = {
    figures: scenario.figures,
    qualitySides: QUALITY_DICE[scenario.quality],
    atMost: 0,
    scatterMultiplier: 0,
    clearingRadius: -1,
    lostAtMost: 0,
  };
  if (method !== 'landing' && scenario.lz !== 'clear') issues.push({ path: ['lz'], message: messages.lzOnlyLanding });
  const insertion = method === 'paradrop' || method === 'orbital';
  if (!insertion && scenario.clearing_radius !== undefined)
    issues.push({ path: ['clearing_radius'], message: messages.clearingOnlyInsertion });
  if (method === 'landing') {
    if (terrain !== 'open') issues.push({ path: ['terrain'], message: messages.terrainFor(method, ['open']) });
    if (issues.length > 0) return { ok: false, issues };
    return {
      ok: true,
      value: { ...base, method: 'landing', atMost: scenario.lz === 'obstructed' ? rules['lz-stranded-up-to'] : 0 },
    };
  }
  if (!insertion) {
    if (method === 'rope' && scenario.craft === 'grav')
      issues.push({ path: ['craft'], message: messages.ropeFromGrav });
    if (!(HOVER_TERRAIN as readonly string[]).includes(terrain))
      issues.push({ path: ['terrain'], message: messages.terrainFor(method, HOVER_TERRAIN) });
    if (issues.length > 0) return { ok: false, issues };
    return {
      ok: true,
      value: {
        ...base,
        method: 'hover',
        atMost: terrain === 'difficult' ? rules['hover-difficult-hurt-up-to'] : rules['hover-hurt-up-to'],
      },
    };
  }
  if (!(INSERTION_TERRAIN as readonly string[]).includes(terrain))
    issues.push({ path: ['terrain'], message: messages.terrainFor(method, INSERTION_TERRAIN) });
  const least = INSERTION_MIN_QUALITY[method];
  if (QUALITIES.indexOf(scenario.quality) < QUALITIES.indexOf(least))
    issues.push({ path: ['quality'], message: messages.qualityTooLow(method, least) });
  if (method === 'orbital' && !scenario.power_armour)
    issues.push({ path: ['power_armour'], message: messages.orbitalPowerArmour });
  if (issues.length > 0) return { ok: false, issues };
  const place = terrain as (typeof INSERTION_TERRAIN)[number];
  // "lost completely" in open water but for Powered Infantry: any face.
  const lostAtMost = {
    open: 0,
    bad: rules['bad-terrain-lost-up-to'],
    urban: rules['urban-lost-up-to'],
    water: scenario.power_armour ? rules['powered-water-lost-up-to'] : Infinity,
  };
  const lost = lostAtMost[place];
  return {
    ok: true,
    value: {
      ...base,
      method: 'insertion',
      scatterMultiplier: SCATTER_MULTIPLIER[method],
      clearingRadius: scenario.clearing_radius ?? -1,
      // Lost "completely": any roll of the quality die.
      lostAtMost: Math.min(lost, base.qualitySides),
    },
  };
}
