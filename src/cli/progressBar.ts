/**
 * A progress bar on stderr, only when stderr is a terminal and only once a run has lasted about a
 * second (short runs stay quiet). Returns the callback for the runner and a function to clear the line.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): {
  update: (done: number, total: number) => void;
  finish: () => void;
} {
  const started = Date.now();
  let shown = false;
  let lastDraw = 0;
  const update = (done: number, total: number) => {
    if (!stream.isTTY) return;
    const now = Date.now();
    if (now - started < 1000 || now - lastDraw < 100) return;
    lastDraw = now;
    shown = true;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const eta = done > 0 ? ((now - started) / done) * (total - done) : 0;
    stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / total) * 100).toFixed(0).padStart(3)}%  ` +
        `${(done / 1e6).toFixed(1)}M of ${(total / 1e6).toFixed(1)}M trials, ~${Math.ceil(eta / 1000)} s left `,
    );
  };
  const finish = () => {
    if (shown) stream.write('\r\x1b[2K');
  };
  return { update, finish };
}
