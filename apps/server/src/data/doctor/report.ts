import type { DoctorReport } from './runner';
import type { StoredDoctorReport } from './stored';

const value = (v: unknown): string => {
  if (typeof v === 'number')
    return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(6)));
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** One example as `field=value` pairs, in the invariant's order, fields without a value left out. */
export function formatExample(example: Record<string, unknown>, show: readonly string[]): string {
  return show
    .filter((k) => example[k] !== null && example[k] !== undefined && example[k] !== '')
    .map((k) => `${k}=${value(example[k])}`)
    .join(' ');
}

const invariantCount = (report: DoctorReport) =>
  report.results.reduce((n, r) => n + r.check.invariants.length, 0);

/** The doctor's full report: per invariant its count, what it means when broken, its examples. */
export function formatDoctorReport(report: DoctorReport): string {
  const width = Math.max(
    ...report.results.flatMap((r) => r.check.invariants.map((i) => i.code.length)),
  );
  const lines = [
    `Data doctor: ${invariantCount(report)} invariants in ${report.results.length} checks, ` +
      `judged on ${report.asOf}, ${report.seconds.toFixed(1)} s`,
  ];
  for (const r of report.results) {
    lines.push('', `${r.check.group}: ${r.check.name} (${r.seconds.toFixed(1)} s)`);
    if (r.error) {
      lines.push(`  ERROR  the check failed, its invariants are unknown: ${r.error}`);
      continue;
    }
    for (const i of r.check.invariants) {
      const f = r.findings.find((x) => x.code === i.code);
      const count = f?.count ?? 0;
      const mark = count === 0 ? 'ok  ' : 'FAIL';
      lines.push(`  ${mark}  ${i.code.padEnd(width)} ${String(count).padStart(9)}`);
      if (count === 0 || !f) continue;
      lines.push(`        ${i.title}`);
      for (const e of f.examples) lines.push(`          ${formatExample(e, i.show)}`);
      if (count > f.examples.length) lines.push(`          ...`);
    }
  }
  lines.push(
    '',
    report.problems === 0
      ? 'No problems: every invariant holds.'
      : `${report.problems} problem${report.problems === 1 ? '' : 's'}: ${report.problems === 1 ? 'an invariant' : 'invariants'} broken or checks failed.`,
  );
  return lines.join('\n');
}

/** The counts in a few lines, for the end of generate, import and sync. */
export function formatDoctorSummary(report: DoctorReport & Partial<StoredDoctorReport>): string {
  const judged =
    report.mode === 'incremental'
      ? `, judged ${report.judgedBonds} bonds touched since its last run, ${report.checksKept} checks standing`
      : '';
  const head = `Data doctor (${invariantCount(report)} invariants, ${report.seconds.toFixed(1)} s${judged}):`;
  if (report.problems === 0) return `${head} no problems.`;
  const broken = report.results.flatMap((r) =>
    r.error
      ? [`${r.check.name} FAILED (${r.error})`]
      : r.findings.filter((f) => f.count > 0).map((f) => `${f.code} ${f.count}`),
  );
  return [
    `${head} ${report.problems} problem${report.problems === 1 ? '' : 's'}; \`npm run data -- doctor\` shows examples.`,
    ...broken.map((b) => `  ${b}`),
  ].join('\n');
}
