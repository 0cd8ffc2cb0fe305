import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every test file gets its own config and cache folders (vitest setupFiles): a test never reads the user's trusted
// modules nor writes to their config or cache, and the commands it starts inherit the same folders.
const base = mkdtempSync(join(tmpdir(), 'gruntlab-user-'));
process.env.XDG_CONFIG_HOME = join(base, 'config');
process.env.XDG_CACHE_HOME = join(base, 'cache');
