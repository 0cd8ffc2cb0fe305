import type { NationalSource } from '../../data/armyLists.js';
import { HEAVY_WEAPONS, type HeavyWeapon } from './heavyWeapons.js';

/** A national guided missile launcher: a GMS/P with the guidance its army list issues it with. */
interface NationalMissile extends NationalSource {
  missile: HeavyWeapon;
}

// A GMS/P ("GMS/P Impact Value D12", GUIDED MISSILE SYSTEMS), size 1 like the generic gms-p, with enhanced guidance.
const ENHANCED_GMS_P: HeavyWeapon = {
  impact: { sides: 12, multiplier: 1 },
  size: 1,
  guided: true,
  guidance: 'enhanced',
};

/**
 * The portable guided missile launchers of the army lists (ORGANISATION AND EQUIPMENT): every one is a GMS/P with
 * "IMPACT: D12; GUIDANCE: Enhanced (D8)", fired with `missile-fire` (the guidance comes with the name).
 * @example NATIONAL_MISSILES['at-17-sandbox'].missile.guidance // 'enhanced'
 */
export const NATIONAL_MISSILES: Record<string, NationalMissile> = {
  'l18-gms-p': {
    list: 'NAC',
    generic: 'gms-p',
    missile: ENHANCED_GMS_P,
    line: '**L18/L18P GMS/P:** TYPE: Portable Guided Missile Launcher; IMPACT: D12; GUIDANCE: Enhanced (D8).',
  },
  // "the L18P is a version with modified casing and mounts for use with Power Armour suits"
  'l18p-gms-p': {
    list: 'NAC',
    generic: 'gms-p',
    missile: ENHANCED_GMS_P,
    line: '**L18/L18P GMS/P:** TYPE: Portable Guided Missile Launcher; IMPACT: D12; GUIDANCE: Enhanced (D8).',
  },
  'pzshk-xii-gms-p': {
    list: 'NSL',
    generic: 'gms-p',
    missile: ENHANCED_GMS_P,
    line: '**PzShk XII GMS/P:** TYPE: Portable Guided Missile Launcher; IMPACT: D12; GUIDANCE: Enhanced (D8).',
  },
  'at-17-sandbox': {
    list: 'ESU',
    generic: 'gms-p',
    missile: ENHANCED_GMS_P,
    line: '**AT-17 "SANDBOX":** TYPE: Portable Guided Missile Launcher; IMPACT: D12; GUIDANCE: Enhanced (D8).',
  },
  'mistral-5-gms-p': {
    list: 'FSE',
    generic: 'gms-p',
    missile: ENHANCED_GMS_P,
    line: '**Mistral-5 GMS/P:** TYPE: 3-round Portable Guided Missile Launcher; IMPACT: D12; GUIDANCE: Enhanced (D8).',
  },
};

/**
 * Every guided missile by name: the generic GMS/P, GMS/L and GMS/H, then the national launchers.
 * @example Object.keys(GUIDED_MISSILES).slice(0, 4) // ['gms-p', 'gms-l', 'gms-h', 'l18-gms-p']
 */
export const GUIDED_MISSILES: Record<string, HeavyWeapon> = Object.fromEntries([
  ...Object.entries(HEAVY_WEAPONS).filter(([, w]) => w.guided),
  ...Object.entries(NATIONAL_MISSILES).map(([name, entry]) => [name, entry.missile]),
]);
