import { addDays, dayOfWeek, toYmd, type CalendarDate } from '@bondsight/bond-math';
import { iso } from '../dates';
import { chance, integer, sample, stream, type Random } from '../random';
import type { IssuerPlan } from '../world/types';
import type { World } from '../world/world';
import type { BondFactRow } from './bond-facts';
import { fill } from './localize';
import { NEWS, type NewsTopic } from './texts-events';
import { ESG } from './texts-parties';

/** A weekday within the last `days` days of the world. */
function recentDay(random: Random, world: World, days: number): string {
  let d = addDays(world.asOf, -integer(random, 0, days));
  while (dayOfWeek(d) > 5) d = addDays(d, -1);
  return iso(d as CalendarDate);
}

/**
 * Facts about an issuer that every one of its bonds shows (bond_facts with no emission):
 * news and ESG reports. The showcases and the Russian sovereign always have news; about a
 * quarter of the other companies with bonds do; ESG reports come from the showcases and a
 * few large companies.
 */
export function issuerFactRows(world: World, issuer: IssuerPlan): BondFactRow[] {
  if (issuer.bondCount === 0) return [];
  const random = stream(world.options.seed, 'issuer-extras', issuer.id);
  const rows: BondFactRow[] = [];
  const company = issuer.kind === 'corporate' || issuer.kind === 'bank';
  const sovereign = issuer.kind === 'sovereign' && issuer.country === 'RU';
  const topics: NewsTopic[] = issuer.showcase
    ? ['results', 'rating', 'placement']
    : sovereign
      ? ['auction', 'auction', 'auction']
      : company && chance(random, 0.25)
        ? sample(random, ['results', 'rating', 'placement'] as NewsTopic[], integer(random, 1, 2))
        : [];
  for (const topic of topics)
    rows.push({
      emitentId: issuer.id,
      kind: 'news',
      code: topic,
      date: recentDay(random, world, 300),
      titles: fill(NEWS[topic].title, { name: issuer.names }),
      texts: NEWS[topic].text,
    });
  // The latest report: the year before the latest 30 June on or before the world's date.
  const today = toYmd(world.asOf);
  const year = today.year - (today.month >= 7 ? 1 : 2);
  const esg: (keyof typeof ESG)[] =
    issuer.showcase === 'corporate'
      ? ['gri', 'green_bond_framework', 'second_party_opinion']
      : issuer.showcase === 'bank' || (company && issuer.rank <= 8 && chance(random, 0.08))
        ? ['gri']
        : [];
  for (const framework of esg)
    rows.push({
      emitentId: issuer.id,
      kind: 'esg_report',
      code: framework,
      date: framework === 'gri' ? `${year + 1}-06-30` : recentDay(random, world, 700),
      titles: fill(ESG[framework].title, { year: String(year) }),
      texts: ESG[framework].text,
    });
  return rows;
}
