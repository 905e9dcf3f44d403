import { sql } from 'drizzle-orm';
import { aliveOnSql } from '../../lib/bond-life';
import { rulesSql, sqlCheck } from './types';

/**
 * A bond's life as its row states it (status, dates, end event) against the one rule of
 * lib/bond-life.ts: `aliveOnSql` is the rule the map, peers and benchmarks use, so a status
 * that the rule reads otherwise is a contradiction a page would show.
 */
export const lifeCheck = sqlCheck(
  'life',
  'bond life',
  [
    {
      code: 'ended_without_redeemed_on',
      title:
        'Ended status (112 redeemed early, 128 matured) without redeemed_on: the day it ended is unknown',
      show: ['bond', 'status', 'maturity'],
    },
    {
      code: 'live_status_not_alive',
      title:
        'Live status (96 placement, 192 outstanding, 174 technical default) on a bond issued by its as-of day ' +
        'that the life rule (aliveOnSql) reads as ended: past its maturity or redemption, or defaulted',
      show: ['bond', 'status', 'as_of', 'maturity', 'redeemed_on', 'defaulted_on'],
    },
    {
      code: 'defaulted_without_date',
      title: 'Defaulted status (256) without defaulted_on: which payments were missed is unknown',
      show: ['bond', 'status', 'maturity'],
    },
    {
      code: 'end_event_inconsistent',
      title:
        'redeemed_on and end_event disagree: one without the other, an unknown event, a maturity end ' +
        'off the maturity date, or a call/put end with no such offer on that day',
      show: ['bond', 'reason', 'redeemed_on', 'end_event', 'maturity'],
    },
    {
      code: 'dates_out_of_order',
      title:
        'Dates of a life out of order: maturity, redemption or default before issue, or redeemed after maturity',
      show: ['bond', 'reason', 'issue', 'maturity', 'redeemed_on', 'defaulted_on'],
    },
  ],
  (context) => {
    const day = context.dayOf('e');
    const rules = rulesSql([
      {
        code: 'ended_without_redeemed_on',
        when: sql`e.status_id in (112, 128) and e.redeemed_on is null`,
      },
      {
        code: 'live_status_not_alive',
        when: sql`e.status_id in (96, 192, 174)
          and (e.issue_date is null or e.issue_date <= ${day})
          and not ${aliveOnSql('e', day)}`,
      },
      { code: 'defaulted_without_date', when: sql`e.status_id = 256 and e.defaulted_on is null` },
      {
        code: 'end_event_inconsistent',
        when: sql`(e.redeemed_on is null) <> (e.end_event is null)`,
        reason: 'redeemed_on and end_event not both set',
      },
      {
        code: 'end_event_inconsistent',
        when: sql`e.end_event not in ('maturity', 'call', 'put', 'early_redemption', 'buyback', 'conversion')`,
        reason: 'unknown end event',
      },
      {
        code: 'end_event_inconsistent',
        when: sql`e.end_event = 'maturity' and e.redeemed_on <> e.maturity_date`,
        reason: 'ended at maturity on another day',
      },
      {
        code: 'end_event_inconsistent',
        when: sql`e.end_event in ('call', 'put') and not exists (
          select 1 from emission_offers o
          where o.emission_id = e.id and o.date = e.redeemed_on and o.type = e.end_event)`,
        reason: 'no such offer on redeemed_on',
      },
      {
        code: 'dates_out_of_order',
        when: sql`e.maturity_date < e.issue_date`,
        reason: 'maturity before issue',
      },
      {
        code: 'dates_out_of_order',
        when: sql`e.redeemed_on < e.issue_date`,
        reason: 'redeemed before issue',
      },
      {
        code: 'dates_out_of_order',
        when: sql`e.redeemed_on > e.maturity_date`,
        reason: 'redeemed after maturity',
      },
      {
        code: 'dates_out_of_order',
        when: sql`e.defaulted_on < e.issue_date`,
        reason: 'defaulted before issue',
      },
    ]);
    return {
      offending: sql`
        select x.code, e.id as bond, e.status_id as status, ${day} as as_of,
          e.issue_date as issue, e.maturity_date as maturity, e.redeemed_on, e.end_event,
          e.defaulted_on, x.reason
        from emissions e
        ${rules.lateral}
        where ${context.judged('e.id')} and ${rules.any} and x.broken`,
      order: 'bond, reason',
    };
  },
  { perBond: true },
);
