import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOND, settlement, terms } from './bond';
import type { LibraryRun } from './comparators';

const HEADER = '/usr/include/ql/quantlib.hpp';
const SOURCE = path.join(import.meta.dirname, 'quantlib', 'bond-bench.cpp');

export interface QuantLibRun extends LibraryRun {
  readonly accrued: number;
  /** Yield solves per second with the Brent solver instead of the default NewtonSafe. */
  readonly yieldBrent: number;
}

/**
 * Compiles bench/quantlib/bond-bench.cpp into a temporary directory and runs it on the bench
 * bond (dates as serials: QuantLib's day numbers are bond-math's). Returns a reason string
 * when QuantLib or g++ is not installed.
 */
export function runQuantLib(): QuantLibRun | string {
  if (!fs.existsSync(HEADER))
    return 'QuantLib not installed (apt-get install libquantlib0-dev): skipped';
  if (spawnSync('g++', ['--version']).status !== 0)
    return 'g++ not installed (apt-get install g++): QuantLib skipped';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-ql-bench-'));
  try {
    const exe = path.join(dir, 'bond-bench');
    execFileSync('g++', ['-O2', '-std=c++17', '-o', exe, SOURCE, '-lQuantLib']);
    const args = [terms.issueDate, terms.maturityDate, settlement, BOND.coupon, BOND.frequency];
    const out = execFileSync(exe, args.map(String), { encoding: 'utf8' });
    return JSON.parse(out) as QuantLibRun;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
