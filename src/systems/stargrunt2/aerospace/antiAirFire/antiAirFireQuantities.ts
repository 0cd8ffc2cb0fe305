import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of one on-table AA weapon engaging an airborne craft (EFFECTS OF ON-TABLE ANTI-AIR FIRE): how far the
 * engagement got and what became of the craft, its occupants and where it came down.
 */
export const antiAirFireQuantities = defineQuantities({
  outcomes: {
    not_acquired: 'Not acquired',
    evaded: 'Lock-on broken by the pilot',
    missed: 'Fired, missed',
    pressed_on: 'Hit, pilot presses on',
    aborted: 'Hit, pilot aborts',
    landed: 'Disabled, controlled landing',
    crash_landed: 'Disabled, crash-landed',
    exploded: 'Disabled, exploded on landing',
    destroyed: 'Destroyed in the air',
  },
  distributions: {
    hit: 'Hit (0 none, 1 minor, 2 major)',
    dead: 'Occupants killed',
    wounded: 'Occupants wounded',
    crash_distance: 'Inches ahead where it came down (0: hovering, or still flying)',
    nearby_dead: "Figures nearby killed by the wreck's blast",
    nearby_wounded: "Figures nearby wounded by the wreck's blast",
  },
});

export type AntiAirFireOutcome = OutcomeName<typeof antiAirFireQuantities>;
export type AntiAirFireDistribution = DistributionName<typeof antiAirFireQuantities>;
