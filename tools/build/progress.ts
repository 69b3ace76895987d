/**
 * Progress of a long step: "Prerendering 812/2050 pages (131 pages/s)". On a terminal one line is
 * rewritten in place; in a log (CI, `npm test`) a line every few seconds, so the log stays short.
 */
export function progress(label: string, total: number, unit = 'pages') {
  const started = performance.now();
  const tty = process.stdout.isTTY;
  let lastPrint = started;
  const rate = (done: number) => Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  const line = (done: number) => `${label} ${done}/${total} ${unit} (${rate(done)} ${unit}/s)`;
  return {
    update(done: number) {
      const now = performance.now();
      if (done < total && now - lastPrint < (tty ? 200 : 5000)) return;
      lastPrint = now;
      if (tty) process.stdout.write(`\r${line(done)}`);
      else if (done < total) console.log(line(done));
    },
    /** Ends the progress line; returns the seconds the step took. */
    finish(done: number): number {
      if (tty && total > 0) process.stdout.write('\r\x1b[K');
      return (performance.now() - started) / 1000;
    },
  };
}

/** Peak resident memory of this process so far, in MB: the build runs in one process (the Vite builds in it, the render workers are its threads), so this is the build's peak. */
export const peakMemoryMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/**
 * The highest resident memory seen since the last call of `take`, sampled every 100 ms: the peak of one
 * step, where the process-wide peak only ever grows (a step using less than an earlier one would not show).
 */
export function memorySampler() {
  let highest = process.memoryUsage.rss();
  const timer = setInterval(() => (highest = Math.max(highest, process.memoryUsage.rss())), 100);
  timer.unref();
  return {
    take(): number {
      const mb = Math.round(Math.max(highest, process.memoryUsage.rss()) / 2 ** 20);
      highest = process.memoryUsage.rss();
      return mb;
    },
    stop: () => clearInterval(timer),
  };
}
