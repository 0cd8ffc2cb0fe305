import { expect, it } from 'vitest';
import { CHUNK_TRIALS, planChunks } from './planChunks.js';

it('splits every cell into the same fixed-size chunks, chunk-major', () => {
  expect([...planChunks(2, 150_000, 100_000)]).toEqual([
    { cellIndex: 0, chunkIndex: 0, trials: 100_000 },
    { cellIndex: 1, chunkIndex: 0, trials: 100_000 },
    { cellIndex: 0, chunkIndex: 1, trials: 50_000 },
    { cellIndex: 1, chunkIndex: 1, trials: 50_000 },
  ]);
  const chunks = [...planChunks(1, 1_000_001)];
  expect(chunks.reduce((n, c) => n + c.trials, 0)).toBe(1_000_001);
  expect(chunks[0].trials).toBe(CHUNK_TRIALS);
});
