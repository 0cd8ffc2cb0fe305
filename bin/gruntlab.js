#!/usr/bin/env node
// The compiled CLI, bundled (scripts/bundleCli.mjs; npm ci builds dist/ through the prepare script).
import '../dist/src/bundle/main.js';
