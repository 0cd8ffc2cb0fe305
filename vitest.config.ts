import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests beside the code that take seconds each (browsers, the fuzzing slice, Monte Carlo against exact on large
 * cells): `npm test` runs them, `npm run test:fast` leaves them out (CONTRIBUTING.md, "Tests").
 */
const SLOW_UNIT_TESTS = [
  'testing/fuzz/fuzz.test.ts',
  'src/report/report.browser.test.ts',
  'src/render/renderPng.test.ts',
  'src/cli/rollCommand.test.ts',
  'src/cli/listCommand.test.ts',
  'src/systems/grunt-factor/engagement/exactGfEngagement.test.ts',
  'src/systems/man-to-man/afvHeFire/afvHeFire.test.ts',
  'src/systems/man-to-man/indirectFire/indirectFire.test.ts',
  'src/systems/stargrunt2/assault/closeAssault/closeAssault.test.ts',
  'src/systems/stargrunt2/assault/closeAssault/combined.test.ts',
  'src/systems/stargrunt2/engagement/exactStargruntEngagement.test.ts',
  'src/systems/stargrunt2/engagement/houseDice.test.ts',
  'src/systems/stargrunt2/engagement/reactionFire.test.ts',
  'src/systems/stargrunt2/fire/houseDice.test.ts',
  'src/systems/stargrunt2/fires/burning/burning.test.ts',
  'src/systems/stargrunt2/heavy/artillery/artillery.test.ts',
  'src/systems/stargrunt2/heavy/artillery/artilleryVehicles.test.ts',
  'src/systems/stargrunt2/mines/boobyTrap/boobyTrap.test.ts',
  'src/systems/stargrunt2/mines/minefieldVehicle/minefieldVehicle.test.ts',
];
const UNIT_TESTS = ['src/**/*.test.ts', 'testing/**/*.test.ts'];
const FAST_EXCLUDED = [...configDefaults.exclude, ...SLOW_UNIT_TESTS];

export default defineConfig({
  test: {
    // Several tests run real simulations and the CLI on 2-core machines shared with other work:
    // allow minutes, not vitest's default 5 s (timing is measured by the benchmark, never by tests).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Each test file's own config and cache folders ($XDG_CONFIG_HOME, $XDG_CACHE_HOME): never the user's.
    setupFiles: ['testing/isolatedUserFolders.ts'],
    projects: [
      // Tests beside the code share one process's loaded modules (a fresh process per file cost more than most of
      // these files take to run); the setup file still gives each file its own folders.
      { extends: true, test: { name: 'fast', include: UNIT_TESTS, exclude: FAST_EXCLUDED, isolate: false } },
      { extends: true, test: { name: 'slow', include: SLOW_UNIT_TESTS, isolate: false } },
      // Cross-cutting tests start commands, servers and browsers and set process-wide state: a process each.
      { extends: true, test: { name: 'end-to-end', include: ['tests/**/*.test.ts', 'notebooks/**/*.test.ts'] } },
    ],
  },
});
