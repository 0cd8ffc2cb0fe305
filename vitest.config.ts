import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Several tests run real simulations and the CLI on 2-core machines shared with other work:
    // allow minutes, not vitest's default 5 s (timing is measured by the benchmark, never by tests).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Each test file's own config and cache folders ($XDG_CONFIG_HOME, $XDG_CACHE_HOME): never the user's.
    setupFiles: ['testing/isolatedUserFolders.ts'],
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'testing/**/*.test.ts', 'notebooks/**/*.test.ts'],
  },
});
