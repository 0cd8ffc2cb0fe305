import { expect, test } from 'vitest';
import { ChunkFailedError } from './ChunkFailedError.js';
import { ChunkRunner } from './ChunkRunner.js';

test('a chunk whose worker fails stops the run with the cell it was running, not a worker trace', async () => {
  const runner = new ChunkRunner(1);
  try {
    const request = { cellIndex: 4, system: 'nope', resolve: 'none', cell: {}, seed: 1, stream: 0, trials: 10 };
    const failed = await runner
      .run([request], () => {})
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(ChunkFailedError);
    expect(failed).toMatchObject({
      cellIndex: 4,
      message: expect.stringMatching(/^a worker failed while running cell 5: No resolution "nope\/none"/),
    });
  } finally {
    await runner.destroy();
  }
});
