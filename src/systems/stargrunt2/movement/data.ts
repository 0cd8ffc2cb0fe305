import { MOBILITY_DICE } from '../assault/data/mobility.js';

/**
 * The combat-movement die of every mover (BASE MOBILITY DISTANCES; BASE MOBILITY DISTANCE FOR VEHICLES: "we have given
 * ALL vehicle types the same base mobility; this is 12", which gives a Combat Move of D12 x 2 inches").
 */
export const MOVER_DICE = { ...MOBILITY_DICE, vehicle: 12 } as const;

type Mover = keyof typeof MOVER_DICE;

export const MOVERS = Object.keys(MOVER_DICE) as [Mover, ...Mover[]];

/**
 * TERRAIN MODIFICATIONS TO BASE MOBILITY: inches of movement spent per inch moved ("POOR TERRAIN costs 2" worth of
 * Movement to actually move figure 1"", DIFFICULT 3"); vehicles' classes "are the same as for infantry movement".
 */
export const TERRAIN_COST = { clear: 1, poor: 2, difficult: 3 } as const;

type Terrain = keyof typeof TERRAIN_COST;

export const TERRAINS = Object.keys(TERRAIN_COST) as [Terrain, ...Terrain[]];
