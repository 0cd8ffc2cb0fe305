/** Varied ranged-attack cases for the exact and Monte Carlo tests: multiple shots, LD roll, aim, saves ×2/×3, panic. */
export const RANGED_ATTACK_CASES: Record<string, Record<string, unknown>> = {
  'worked example: regular with assault rifle at short range, target covered': {
    firer: { grade: 'regular', weapon: 'assault-rifle' },
    target: { cover: '25-50' },
    range: 30,
  },
  'veteran LMG at point blank (x3), aimed first shot only, prone target in a deep forest': {
    rules: { aim: 'first-shot' },
    firer: { grade: 'veteran', weapon: 'lmg', aimed: true },
    target: { grade: 'green', prone: true, forest: 'deep' },
    range: 15,
  },
  'three green riflemen at long range (LD roll), target of two figures': {
    firer: { grade: 'green', weapon: 'assault-rifle', count: 3 },
    target: { figures: 2, armour: 3 },
    range: 80,
  },
  'elite sniper at long range: LD roll per shot, two saves per hit': {
    rules: { 'long-range-ld': 'per-shot' },
    firer: { grade: 'elite', weapon: 'sniper-rifle', aimed: true },
    target: { grade: 'veteran', cover_material: 'soft' },
    range: 100,
  },
  'panicked regular with a mounted HMG at short range (x3), out of command radius, from 25 cm above': {
    firer: { grade: 'regular', weapon: 'mounted-hmg', panicked: true, in_command_radius: false, count: 2 },
    target: { grade: 'elite', prone: true, figures: 3 },
    range: 35,
    height_difference: 25,
  },
  '120mm mortar at extreme range: (x2) damage, the Large Explosion Template on the figure hit only': {
    firer: { grade: 'veteran', weapon: '120mm-mortar' },
    target: { grade: 'regular', under_template: { large: 1 } },
    range: 130,
  },
  'two 80mm mortars at medium range: the Small Explosion Template on 3 of 8 figures, (x2) damage each': {
    firer: { grade: 'regular', weapon: '80mm-mortar', count: 2 },
    target: { grade: 'green', figures: 8, under_template: { small: 3, large: 6 } },
    range: 50,
  },
  '120mm mortar at short range: (x3) damage, a Large Explosion Template over more figures than the target has': {
    firer: { grade: 'elite', weapon: '120mm-mortar' },
    target: { grade: 'regular', figures: 2, under_template: { large: 5 }, cover_material: 'hard' },
    range: 30,
  },
  'IG7.5 infantry gun beyond 60 cm (LD roll), Large Explosion Template on 4 figures in the open': {
    firer: { grade: 'veteran', weapon: 'ig75-infantry-gun' },
    target: { grade: 'regular', figures: 6, under_template: { large: 4 } },
    range: 90,
  },
  'parameters: house to-hit table (prone −3, cover 25-50 −2), save base 12, LD roll beyond 40 cm, a CO firer with +2 LD':
    {
      rules: { 'to-hit': { prone: -3, 'cover-25-50': -2 }, 'save-base': 12, 'ld-roll-beyond-cm': 40, 'co-ld-bonus': 2 },
      firer: { grade: 'veteran', weapon: 'assault-rifle', co: true, count: 2 },
      target: { prone: true, cover: '25-50', figures: 2 },
      range: 50,
    },
  'parameters: hard cover −4 Dam, aim +5, 20 cm above with +2 a 10 cm (cap 10 cm)': {
    rules: {
      'damage-modifiers': { 'hard-cover': -4 },
      'to-hit': { aim: 5, 'per-10-cm-higher': 2 },
      'height-cap-cm': 10,
    },
    firer: { grade: 'green', weapon: 'lmg', aimed: true },
    target: { grade: 'veteran', cover_material: 'hard' },
    range: 30,
    height_difference: 20,
  },
};
