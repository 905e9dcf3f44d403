/**
 * A one-line progress bar on stderr. On a non-terminal (CI logs, a server's log when the
 * scheduler syncs in-process) a line at each tenth of the way and at the end: a line per step
 * would be a line per bond, thousands of them.
 */
export function progressBar(label: string, width = 30) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (done: number, total: number, step: string) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)}% ${step}`;
    if (tty) {
      process.stderr.write(`\r${line.padEnd(100)}${done >= total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth) process.stderr.write(`${line}\n`);
    lastTenth = tenth;
  };
}
