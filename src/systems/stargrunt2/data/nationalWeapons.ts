import type { NationalSource } from './armyLists.js';
import { d, small, sniper, support, type Weapon } from './weapons.js';

/** A national small arm, support or sniper weapon: its numbers as the army list gives them, and where. */
interface NationalWeapon extends NationalSource {
  weapon: Weapon;
}

/**
 * The named weapons of the army lists (ORGANISATION AND EQUIPMENT) that fire like the generic small arms, support
 * and sniper weapons, each with its line of the rulebook. Their TYPE decides the class: "Individual Weapon" and
 * "Anti-Personnel Weapon" are small arms (POWER ARMOURED TROOPS: "the standard APW ... is basically equivalent to an
 * ordinary infantry 'rifle'"), a FIREPOWER die makes a support weapon, a "Sniping Rifle" a sniper weapon. Plasma
 * guns keep the generic table's asterisk; the HVAT railgun ("a hard target killer against light vehicles") and
 * the VK20 (an RFAC, a heavy weapon type) get it too, as the weapons "that have enough power to cause real damage to
 * armoured targets" (INDIVIDUAL FIRE OF SUPPORT WEAPONS). The guided missiles are in heavy/data/nationalMissiles.ts.
 * @example NATIONAL_WEAPONS['kalyev-sniper-rifle'].weapon.firepower // { sides: 8, multiplier: 1 }
 */
export const NATIONAL_WEAPONS: Record<string, NationalWeapon> = {
  // NAC ROYAL MARINE EQUIPMENT AND WEAPONS
  l7a3: {
    list: 'NAC',
    generic: 'advanced-assault-rifle-gl',
    weapon: small(3, 10),
    line: '**L7A3 Individual Weapon:** TYPE: Advanced Assault Rifle with GL; FIREPOWER: 3; IMPACT: D10.',
  },
  'l41-apw': {
    list: 'NAC',
    generic: 'advanced-assault-rifle-gl',
    weapon: small(3, 10),
    line: '**L41 Anti-Personnel Weapon:** TYPE: Power Armour Individual Weapon with GL; FIREPOWER: 3; IMPACT: D10.',
  },
  'l5-saw': {
    list: 'NAC',
    generic: 'conventional-saw',
    weapon: support(8, 10),
    line: '**L5 Squad Automatic Weapon:** TYPE: Binary Propellant Machine Gun; FIREPOWER: D8; IMPACT: D10.',
  },
  // "A rotary-action BPMG specifically designed for mounting on the arm of a Mk.IV GS Power Armour suit."
  'l6p-saw': {
    list: 'NAC',
    generic: 'rotary-saw',
    weapon: support(10, 10),
    line: '**L6P Squad Automatic Weapon (PA):** TYPE: Binary Propellant Machine Gun (PA); FIREPOWER: D10; IMPACT: D10.',
  },
  'l20a1-ppg': {
    list: 'NAC',
    generic: 'infantry-plasma-gun',
    weapon: support(6, 12, true),
    line: '**L20A1 PPG(I):** TYPE: Portable Plasma Gun (Infantry); FIREPOWER: D6; IMPACT: D12.',
  },
  'l23a2-hvat-railgun': {
    list: 'NAC',
    weapon: support(8, 12, true),
    line: '**L23A2 HVAT railgun:** TYPE: Point-Fire Support Railgun; FIREPOWER: D8; IMPACT: D12.',
  },
  'l9-sniper-rifle': {
    list: 'NAC',
    generic: 'gauss-sniping-rifle',
    weapon: sniper(10, d(12)),
    line: '**L9 Sniper Rifle (Gauss):** TYPE: Gauss Sniping Rifle; FIREPOWER: D10; IMPACT: D12.',
  },
  'l10a2-sniper-rifle': {
    list: 'NAC',
    generic: 'laser-sniping-rifle',
    weapon: sniper(12, d(8)),
    line: '**L10A2 Sniper Rifle (Laser):** TYPE: Laser Sniping Rifle; FIREPOWER: D12; IMPACT: D8.',
  },
  // NSL PANZERGRENADE EQUIPMENT AND WEAPONS
  'sg-58': {
    list: 'NSL',
    generic: 'advanced-assault-rifle-gl',
    weapon: small(3, 10),
    line: '**SG 58 (Sturmgewehr 58) Individual Weapon:** TYPE: Advanced Assault Rifle with GL; FIREPOWER: 3; IMPACT: D10.',
  },
  'sgkpfz-60-apw': {
    list: 'NSL',
    generic: 'advanced-assault-rifle-gl',
    weapon: small(3, 10),
    line: '**SGKpfz 60 Anti-Personnel Weapon:** TYPE: Power Armour Individual Weapon with GL; FIREPOWER: 3; IMPACT: D10.',
  },
  'mg-66-saw': {
    list: 'NSL',
    generic: 'rotary-saw',
    weapon: support(8, 10),
    line: '**MG 66 (Maschinengewehr 66) SAW:** TYPE: Rotary Action Machine Gun (on Gyromount); FIREPOWER: D8; IMPACT: D10.',
  },
  // The same weapon under its Power Armour name: "Also carried by PA troops as the MGKpfz 66."
  'mgkpfz-66-saw': {
    list: 'NSL',
    generic: 'rotary-saw',
    weapon: support(8, 10),
    line: '**MG 66 (Maschinengewehr 66) SAW:** TYPE: Rotary Action Machine Gun (on Gyromount); FIREPOWER: D8; IMPACT: D10.',
  },
  'sk51-plasma-gun': {
    list: 'NSL',
    generic: 'infantry-plasma-gun',
    weapon: support(6, 12, true),
    line: '**SK51 (Sturmkanone 51):** TYPE: Portable Plasma Gun (Infantry); FIREPOWER: D6; IMPACT: D12.',
  },
  // "Also carried by PA troops as the SKKpfz 51."
  'skkpfz-51-plasma-gun': {
    list: 'NSL',
    generic: 'infantry-plasma-gun',
    weapon: support(6, 12, true),
    line: '**SK51 (Sturmkanone 51):** TYPE: Portable Plasma Gun (Infantry); FIREPOWER: D6; IMPACT: D12.',
  },
  'lg24-sniper-rifle': {
    list: 'NSL',
    generic: 'laser-sniping-rifle',
    weapon: sniper(12, d(8)),
    line: '**LG24 (Lasergewehr 24) Sniper Rifle:** TYPE: Laser Sniping Rifle; FIREPOWER: D12; IMPACT: D8.',
  },
  // ESU NAVAL INFANTRY EQUIPMENT AND WEAPONS
  'ki-72': {
    list: 'ESU',
    generic: 'advanced-assault-rifle',
    weapon: small(2, 10),
    line: '**KI-72 Individual Weapon:** TYPE: Advanced Assault Rifle; FIREPOWER: 2; IMPACT: D10.',
  },
  'ki-95-apw': {
    list: 'ESU',
    generic: 'advanced-assault-rifle',
    weapon: small(2, 10),
    line: '**KI-95 Anti-Personnel Weapon:** TYPE: Power Armour Individual Weapon; FIREPOWER: 2; IMPACT: D10.',
  },
  'rk80-saw': {
    list: 'ESU',
    generic: 'conventional-saw',
    weapon: support(8, 10),
    line: '**RK80 Squad Automatic Weapon:** TYPE: Light Machine Gun (on Gyromount); FIREPOWER: D8; IMPACT: D10.',
  },
  'rk100-saw': {
    list: 'ESU',
    generic: 'rotary-saw',
    weapon: support(10, 10),
    line: '**RK100 Squad Automatic Weapon:** TYPE: Rotary Machine Gun for Power Armour suits; FIREPOWER: D10; IMPACT: D10.',
  },
  // An RFAC/1 (HEAVY WEAPONS SYSTEMS: base impact D10, no firepower die) given a FIREPOWER die: a support weapon.
  'vk20-assault-cannon': {
    list: 'ESU',
    generic: 'rfac-1',
    weapon: support(10, 12, true),
    line: '**VK20 Assault Cannon (20mm):** TYPE: RFAC/1 for Power Armour suits; FIREPOWER: D10; IMPACT: D12.',
  },
  'kalyev-sniper-rifle': {
    list: 'ESU',
    generic: 'conventional-sniping-rifle',
    weapon: sniper(8, d(10)),
    line: '**Kalyev Sniper Rifle:** TYPE: Conventional-round Sniping Rifle; FIREPOWER: D8; IMPACT: D10.',
  },
  'mt3-sniper-rifle': {
    list: 'ESU',
    generic: 'laser-sniping-rifle',
    weapon: sniper(12, d(6)),
    line: '**Muan Teng MT3 Sniper Rifle (Laser):** TYPE: Laser Sniping Rifle; FIREPOWER: D12; IMPACT: D6.',
  },
  // FSE COLONIAL LEGION EQUIPMENT AND WEAPONS
  'fa-75': {
    list: 'FSE',
    generic: 'gauss-rifle',
    weapon: small(2, 12),
    line: '**FA-75 Individual Weapon:** TYPE: Gauss Assault Rifle; FIREPOWER: 2; IMPACT: D12.',
  },
  'fm-77-saw': {
    list: 'FSE',
    generic: 'gauss-saw',
    weapon: support(10, 12),
    line: '**FM-77 Squad Automatic Weapon:** TYPE: Gauss Machine Gun; FIREPOWER: D10; IMPACT: D12.',
  },
  'fa-75-f2-sniper-rifle': {
    list: 'FSE',
    generic: 'gauss-sniping-rifle',
    weapon: sniper(10, d(12)),
    line: '**FA-75/F2 Sniper Rifle:** TYPE: Gauss Sniping Rifle; FIREPOWER: D10; IMPACT: D12.',
  },
};

/**
 * The national weapons as a weapons table (name → weapon), to merge after the generic table.
 * @example NATIONAL_WEAPON_TABLE['l23a2-hvat-railgun'].impact // { sides: 12, multiplier: 1 }
 */
export const NATIONAL_WEAPON_TABLE: Record<string, Weapon> = Object.fromEntries(
  Object.entries(NATIONAL_WEAPONS).map(([name, entry]) => [name, entry.weapon]),
);
