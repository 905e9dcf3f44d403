import os from 'node:os';
import { chartCompactSection } from './chart-compact';
import { chartLoadSection } from './chart-load';
import { dailyUpdateSection } from './daily-update';
import { doctorSection } from './doctor';
import { screenerSection } from './screener';
import { columnScreenSection } from './column-screen';
import { firstDrawSection } from './first-draw';
import { lighthouseSection } from './lighthouse';
import { mixedLoadSection } from './mixed-load';
import { pageCallsSection } from './page-calls';
import { instancesSection } from './instances';
import { pageLoadSection } from './page-load';
import { pagePdfSection } from './page-pdf';
import { quantLibOracleSection } from './quantlib-oracle';
import { quantLibScheduleSection } from './quantlib-schedule';
import { rateStoreSection } from './rate-store';
import { searchSection } from './search';
import { firstStart } from './server';
import { yieldSection } from './yield-bench';

/**
 * `npm run bench`: measures what the issues set targets for, on this machine, and prints a
 * Markdown block to paste into docs/benchmarks.md. Needs `npm run build` first (server).
 * `BENCH_SERVER=0 npm run bench` prints the bond-math sections only;
 * `BENCH_ONLY=quantlib-oracle npm run bench` the QuantLib random-bullets comparison alone,
 * `BENCH_ONLY=quantlib-schedule npm run bench` the QuantLib random-schedules one,
 * `BENCH_ONLY=chart-load npm run bench` the chart data under load (PGlite and PostgreSQL),
 * `BENCH_ONLY=chart-compact npm run bench` the 20-line chart of 3 years in both forms beside the
 *   hello-world route (issue 33 item 8; `BENCH_DATABASES=pglite,postgres` for both databases),
 * `BENCH_ONLY=page-calls npm run bench` the bond-page and statement calls of the showcase,
 * `BENCH_ONLY=page-load npm run bench` issue 19's table: the bond and issuer pages' calls
 *   beside a hello-world route, 16 connections, visitor and level 1077, PGlite and PostgreSQL,
 * `BENCH_ONLY=first-draw npm run bench` the bond and issuer pages' first block in Chromium,
 * `BENCH_ONLY=page-pdf npm run bench` the bond page as PDF: one block and every block (issue 30),
 * `BENCH_ONLY=rate-store npm run bench` the site rate limit's shared counts: a count, a sharing,
 * `BENCH_ONLY=mixed-load npm run bench` heavy work shared fairly: health and a well-behaved client
 *   under 8 hostile clients (issue 31),
 * `BENCH_ONLY=instances npm run bench` one instance straight, behind nginx, and two behind nginx
 *   (issue 35 item 7; needs Debian's nginx),
 * `BENCH_ONLY=lighthouse npm run bench` Lighthouse's performance and accessibility scores,
 * `BENCH_ONLY=search npm run bench` the site search's suggest calls at 500,000 bonds (PostgreSQL),
 * `BENCH_ONLY=doctor npm run bench` the data doctor over a generated world (DOCTOR_BENCH_URL: an
 *   existing one, such as the 500,000-bond scale world),
 * `BENCH_ONLY=screener npm run bench` the screener's refresh and list screens (issue 33 item 7;
 *   SCREENER_BENCH_URL: an existing world, such as the 500,000-bond scale world),
 * `BENCH_ONLY=column-screen npm run bench` random screens over the screener's rows held as
 *   columns in memory (ADR 0024 increment 6; COLUMN_BENCH_URL: the world to load),
 * `BENCH_ONLY=daily-update npm run bench` a trading day written, then the screener's refresh and
 *   the incremental doctor side by side (issue 34 item 8; DAILY_BENCH_URL: an existing world).
 */
const cpus = os.cpus();
const header = `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; ${new Date().toISOString().slice(0, 10)}`;
console.log(`${header}\n`);
if (process.env.BENCH_ONLY === 'quantlib-oracle') {
  console.log(quantLibOracleSection());
} else if (process.env.BENCH_ONLY === 'quantlib-schedule') {
  console.log(quantLibScheduleSection());
} else if (process.env.BENCH_ONLY === 'chart-load') {
  console.log(await chartLoadSection());
} else if (process.env.BENCH_ONLY === 'chart-compact') {
  console.log(await chartCompactSection());
} else if (process.env.BENCH_ONLY === 'page-calls') {
  console.log(await pageCallsSection());
} else if (process.env.BENCH_ONLY === 'page-load') {
  console.log(await pageLoadSection());
} else if (process.env.BENCH_ONLY === 'search') {
  console.log(await searchSection());
} else if (process.env.BENCH_ONLY === 'doctor') {
  console.log(await doctorSection());
} else if (process.env.BENCH_ONLY === 'daily-update') {
  console.log(await dailyUpdateSection());
} else if (process.env.BENCH_ONLY === 'screener') {
  console.log(await screenerSection());
} else if (process.env.BENCH_ONLY === 'column-screen') {
  console.log(await columnScreenSection());
} else if (process.env.BENCH_ONLY === 'first-draw') {
  console.log(await firstDrawSection());
} else if (process.env.BENCH_ONLY === 'page-pdf') {
  console.log(await pagePdfSection());
} else if (process.env.BENCH_ONLY === 'mixed-load') {
  console.log(await mixedLoadSection());
} else if (process.env.BENCH_ONLY === 'instances') {
  console.log(await instancesSection());
} else if (process.env.BENCH_ONLY === 'rate-store') {
  console.log(await rateStoreSection());
} else if (process.env.BENCH_ONLY === 'lighthouse') {
  console.log(await lighthouseSection());
} else {
  // CPU-bound sections first, while no server shares the machine.
  console.log(`${yieldSection()}\n`);
  console.log(`${quantLibOracleSection()}\n`);
  console.log(`${quantLibScheduleSection()}\n`);
  if (process.env.BENCH_SERVER !== '0') {
    console.log(`| benchmark | result |\n|---|---|\n${await firstStart()}\n`);
    console.log(`${await chartLoadSection()}\n`);
    console.log(`${await chartCompactSection()}\n`);
    console.log(`${await pageCallsSection()}\n`);
    console.log(`${await pageLoadSection()}\n`);
    console.log(`${await firstDrawSection()}\n`);
    console.log(`${await pagePdfSection()}\n`);
    console.log(`${await mixedLoadSection()}\n`);
    console.log(`${await lighthouseSection()}\n`);
    console.log(`${await searchSection()}\n`);
    console.log(await doctorSection());
  }
}
