import { todayIso } from '../apps/server/src/data/importers/values';
import { IssMarketFake } from '../apps/server/test/support/iss-market-fake';
import { buildMarket, SNAPSHOT_FILE } from '../apps/server/test/support/iss-market';

/*
 * A local stand-in for the Moscow Exchange's ISS, to try the README's "Run it on real data"
 * without the internet: LOCAL_ISS_BONDS bonds (default 300) of the whole-market snapshot of
 * 2021-06-16 (../shared/data/moex, read in place), their schedules laid out around today and a
 * price every weekday up to today, and the exchange's G-curve of every weekday (so the synced
 * bonds get their G-spreads), answered in the ISS shapes the sync reads (the tests' fake,
 * apps/server/test/support/iss-market-fake.ts). `npx tsx bench/local-iss.ts [port]`, then
 * start the server with SYNC_MOEX_URL set to the address it prints. Stops on Ctrl-C.
 */
const port = Number(process.argv[2] ?? 4470);
const bonds = Number(process.env.LOCAL_ISS_BONDS ?? 300);
const today = todayIso();
const iss = new IssMarketFake(buildMarket(today, bonds), today);
await iss.start(port);
console.log(
  `A local ISS at ${iss.url}: ${bonds} bonds from ${SNAPSHOT_FILE}, as of ${today}.\n` +
    `Try: DEMO_WORLD=off SYNC=moex SYNC_ON_START=1 SYNC_MOEX_URL=${iss.url} npm start`,
);
let served = 0;
setInterval(() => {
  if (iss.log.length === served) return;
  served = iss.log.length;
  console.log(`${served} requests answered`);
}, 10_000).unref();
process.on('SIGINT', () => void iss.stop().then(() => process.exit(0)));
