/** Text a designer reads about house-rule modules and custom resolutions (docs/house-rules.md). */
export const houseMessages = {
  notRelative: (written: string) =>
    `"${written}" is not a module beside the scenario; write it from the scenario's folder, e.g. ./${written.replace(/^\/+/, '')}`,
  wrongExtension: (written: string) => `"${written}" is not a TypeScript or JavaScript module (.ts, .mts, .js or .mjs)`,
  outsideFolder: (written: string) =>
    `"${written}" lies outside the scenario's folder; a module is loaded only from the scenario's own folder or below (it is code, and runs as you)`,
  notFound: (written: string) => `module "${written}" not found beside the scenario`,
  notAFile: (written: string) => `"${written}" is not a file`,
  importOutside: (path: string, real: string | undefined) =>
    `"${path}" leads outside the scenario's folder${real === undefined ? '' : ` (to ${real})`}; ` +
    "a module imports only files whose real path (links followed) lies in the scenario's folder or below",
  packageOutside: (name: string, real: string | undefined) =>
    `package "${name}" is not in the scenario folder's own node_modules` +
    `${real === undefined ? '' : ` (it resolves to ${real})`}; a module imports packages only from node_modules ` +
    `inside the scenario's folder (links followed), and gruntlab's API as "gruntlab"`,
  notAllowed: (written: string, files: readonly string[], sha256: string, scenario: string) =>
    `module ${written} is not allowed to run: it would run ${files.join(', ')} as you (module graph sha256 ` +
    `${sha256}); to run it once, add --allow-modules; to allow this graph until a file of it changes, run: ` +
    `gruntlab trust ${scenario}`,
  notAFolder: (path: string) => `${path} is not a folder`,
  foreignOwner: (what: string, path: string, owner: number, uid: number) =>
    `the ${what} ${path} belongs to another user (uid ${owner}, not ${uid}); gruntlab keeps modules and trust ` +
    `only in a ${what} of your own: remove it, or point XDG_CACHE_HOME / XDG_CONFIG_HOME elsewhere`,
  writableByOthers: (what: string, path: string, mode: number) =>
    `the ${what} ${path} may be written by others (mode ${mode.toString(8).padStart(3, '0')}); gruntlab keeps ` +
    `modules and trust only in a private ${what}: chmod ${what === 'folder' ? '700' : '600'} ${path}`,
  badTrustFile: (file: string, reason: string) =>
    `${file} is not a list of trusted modules (${reason}); fix or remove it (gruntlab trust writes it)`,
  noDefault: (expected: string) => `the module's default export is not ${expected}`,
  expectedHouseRules: 'defineHouseRules({ for, steps, exact? }) from gruntlab',
  expectedResolution: 'defineResolution({ description, params, outcomes, trial, exact? }) from gruntlab',
  wrongFor: (written: string[], scenario: string) =>
    `the house rules are for ${written.map((w) => `"${w}"`).join(' and ')}, but the scenario runs "${scenario}"`,
  noSteps: (scenario: string, replaceable: string[]) =>
    `"${scenario}" has no steps a house rule may replace${replaceable.length > 0 ? ` (those that do: ${replaceable.join(', ')})` : ''}; a whole procedure of your own is \`resolve: ./my-procedure.ts\``,
  unknownStep: (name: string, scenario: string, steps: string[]) =>
    `"${scenario}" has no step "${name}" (its steps: ${steps.join(', ')})`,
  notAFunction: (what: string, name: string) => `${what} "${name}" is not a function`,
  exactDisagrees: (params: string, what: string, written: number, derived: number) =>
    `exact disagrees with trial at ${params}: ${what} has probability ${written} by exact, ${derived} by trial`,
  noOutcomes: 'the resolution declares no outcomes (outcomes: { name: label, … })',
  badName: (kind: string, name: string) => `${kind} name "${name}" must be snake_case (letters, digits and _)`,
  badParam: (name: string) => `scenario key "${name}" has no type gruntlab knows (integer, number, boolean, choice)`,
  reservedParam: (name: string) =>
    `scenario key "${name}" is one of gruntlab's own (system, resolve, title, description, trials, seed, sweep, compare, derived, house_rules)`,
  badMax: (name: string, value: unknown) =>
    `distribution "${name}" has max ${String(value)}; it must be a whole number from 0 to 100000`,
  notAFunctionExact: 'exact is not a function (exact(params) returning { outcomes: { name: probability }, … })',
  badFor: 'for is not "system resolve" or a list of them (e.g. for: \'stargrunt2 close-combat-pair\')',
  badExportKey: (path: string, problem: string) => `${path} of the module's default export: ${problem}`,
  notAFunctionTrial: 'the resolution has no trial function (trial(params, roll) returning an outcome name)',
  houseRulesWithCustom:
    'house_rules replace steps of a built-in resolution; a resolution of your own (resolve: ./…) changes its own code instead',
} as const;
