/**
 * The army lists of ORGANISATION AND EQUIPMENT (CONTENTS: chapter 25; the GENERIC WEAPONS TABLE calls it
 * chapter 24): each army's equipment section and the page its army starts on in the CONTENTS. Their weapons
 * are named national weapons beside the generic tables (nationalWeapons.ts, heavy/data/nationalMissiles.ts).
 * @example ARMY_LISTS.ESU.page // 69
 */
const ARMY_LISTS = {
  NAC: {
    army: 'New Anglian Confederation, Royal Marines',
    section: 'NAC ROYAL MARINE EQUIPMENT AND WEAPONS',
    page: 67,
  },
  NSL: { army: 'Neu Swabian League, Panzergrenadiers', section: 'NSL PANZERGRENADE EQUIPMENT AND WEAPONS', page: 68 },
  ESU: { army: 'Eurasian Solar Union, Naval Infantry', section: 'ESU NAVAL INFANTRY EQUIPMENT AND WEAPONS', page: 69 },
  FSE: {
    army: 'Federal Stats Europa, Colonial Legion',
    section: 'FSE COLONIAL LEGION EQUIPMENT AND WEAPONS',
    page: 69,
  },
} as const;

type ArmyList = keyof typeof ARMY_LISTS;

/** Where a national weapon's numbers stand, and the generic entry they sit beside. */
export interface NationalSource {
  /** The army list (ARMY_LISTS) whose equipment section gives the weapon. */
  list: ArmyList;
  /** The rulebook's line with the numbers, word for word (a test finds it in stargrunt2.txt). */
  line: string;
  /**
   * The generic entry of the same TYPE, which the national numbers may contradict (both stay in force, each under
   * its own name); undefined where the generic tables have no entry of that type.
   */
  generic?: string;
}
