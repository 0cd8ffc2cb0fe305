import cliProgress from 'cli-progress';

/**
 * A progress bar on stderr (cli-progress), only when stderr is a terminal and only once a run has lasted about a
 * second (short runs stay quiet): trials done, the rate and the time left. Returns the callback for the runner and
 * a function that clears the line.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): {
  update: (done: number, total: number) => void;
  finish: () => void;
} {
  const started = Date.now();
  let bar: cliProgress.SingleBar | undefined;
  const update = (done: number, total: number) => {
    if (!stream.isTTY || Date.now() - started < 1000) return;
    if (!bar) {
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: '[{bar}] {percentage}%  {millions}M of {totalMillions}M trials, {rate}M/s, {eta_formatted} left',
          barCompleteChar: '#',
          barIncompleteChar: '.',
          barsize: 30,
          clearOnComplete: true,
          hideCursor: true,
          etaBuffer: 50,
          fps: 10,
        },
        cliProgress.Presets.legacy,
      );
      bar.start(total, done, payload(done, total));
    }
    bar.setTotal(total);
    bar.update(done, payload(done, total));
  };
  const payload = (done: number, total: number) => ({
    millions: (done / 1e6).toFixed(1),
    totalMillions: (total / 1e6).toFixed(1),
    rate: (done / 1e6 / Math.max(0.001, (Date.now() - started) / 1000)).toFixed(1),
  });
  const finish = () => bar?.stop();
  return { update, finish };
}
