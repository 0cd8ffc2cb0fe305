#!/usr/bin/env node
// The compiled CLI, bundled (scripts/bundleCli.mjs; npm ci builds dist/ through the prepare script), run from the
// checkout's current build and kept through later rebuilds while this process lives (buildInUse.js).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimBuild } from './buildInUse.js';

await import(claimBuild(dirname(dirname(fileURLToPath(import.meta.url)))));
