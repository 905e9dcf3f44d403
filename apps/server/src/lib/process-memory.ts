import fs from 'node:fs';

/**
 * The memory a set of processes holds, in bytes: on Linux each one's proportional set size
 * (/proc/<pid>/smaps_rollup: a page shared by n processes counts 1/n, so Chromium's shared
 * libraries are not counted once per renderer), else its resident set. Null where /proc
 * cannot be read (another system): the caller then has no ceiling to enforce.
 */
export function processesMemoryBytes(pids: readonly number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const kilobytes =
      readKilobytes(`/proc/${pid}/smaps_rollup`, 'Pss') ??
      readKilobytes(`/proc/${pid}/status`, 'VmRSS');
    if (kilobytes === null) {
      // A process that ended meanwhile holds nothing; no /proc at all means no answer.
      if (!fs.existsSync('/proc/self/status')) return null;
      continue;
    }
    total += kilobytes * 1024;
  }
  return total;
}

function readKilobytes(file: string, field: string): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
