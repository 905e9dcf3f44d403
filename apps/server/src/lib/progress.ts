/** A one-line progress bar on stderr; on a non-terminal (CI logs) it prints each step once. */
export function progressBar(label: string, width = 30) {
  const tty = process.stderr.isTTY;
  let lastStep = '';
  return (done: number, total: number, step: string) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)}% ${step}`;
    if (tty) {
      process.stderr.write(`\r${line.padEnd(100)}${done >= total ? '\n' : ''}`);
    } else if (step !== lastStep) {
      process.stderr.write(`${line}\n`);
    }
    lastStep = step;
  };
}
