import {
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/**
 * bond_screen_dirty (schema/screen.ts): the bonds whose screener row is out of step with their
 * ticks, terms, cash flows, offers, ratings, facts (the lombard list), issuers' multipliers (the
 * praams score) or curves. Statement triggers on those tables add the bonds a write touched,
 * whoever writes (the generator's COPY, an import, a sync, a hand edit); the screen's refresher
 * (modules/screener/screen-refresh.ts) recomputes those and only those, so one day of new ticks
 * never recomputes history (docs/adr/0024-bond-screener.md).
 */

/**
 * Each source, how its rows name bonds, and whether a write changes the bond's terms (then its
 * bond-math numbers are recomputed even when its price stayed). Ratings and facts name a bond,
 * or with emission_id null the issuer, for all its bonds; multipliers name the issuer.
 */
const SOURCES = [
  ['trading_ticks', 'bond', false],
  ['emissions', 'self', true],
  ['emission_offers', 'bond', true],
  ['emission_cash_flows', 'bond', true],
  ['rating_actions', 'bond or issuer', false],
  ['bond_facts', 'bond or issuer', false],
  // The praams score's fundamentals: an issuer's reported ratios, for all its bonds.
  ['multiplier_values', 'issuer', false],
] as const;

type Naming = (typeof SOURCES)[number][1];

const bondsOf = (rows: string, naming: Naming) => {
  if (naming === 'self') return `select id from ${rows}`;
  if (naming === 'bond') return `select emission_id from ${rows}`;
  if (naming === 'issuer')
    return `select e.id from emissions e where e.emitent_id in (select emitent_id from ${rows})`;
  // A union, not a join on "or": a load of thousands of issuer rows stays two index scans.
  return `select emission_id from ${rows} where emission_id is not null
    union select e.id from emissions e
      where e.emitent_id in (select emitent_id from ${rows} where emission_id is null)`;
};

/** A mark never clears a pending terms flag: a later tick does not undo an earlier offer. */
const KEEP_TERMS =
  'on conflict (emission_id) do update set terms = bond_screen_dirty.terms or excluded.terms';

const mark = (rows: string, naming: Naming, terms: boolean) =>
  `insert into bond_screen_dirty (emission_id, terms)
    select distinct b.id, ${terms} from (${bondsOf(rows, naming)}) as b (id)
    ${KEEP_TERMS};`;

/**
 * The bond's columns its bond-math numbers and its life depend on. A daily sync rewrites every
 * bond's row (its as-of, its volume): only a change in these makes it compute them again.
 */
const TERM_COLUMNS = [
  'status_id',
  'currency_id',
  'face_value',
  'issue_date',
  'maturity_date',
  'coupon_type',
  'coupon_rate',
  'coupon_frequency',
  'day_count',
  'is_amortizing',
  'redeemed_on',
  'end_event',
  'defaulted_on',
];
const termsOf = (alias: string) => `(${TERM_COLUMNS.map((c) => `${alias}.${c}`).join(', ')})`;

/**
 * An update of bonds marks those whose row can change: a term or life column, or the issuer
 * (the issuer's ratings, lombard listing and ratios count for the bond); as a change of terms
 * only where a term changed. The rest (names, kind, listing, as-of, volume) the list reads
 * from the bond itself, so a sync rewriting every bond's as-of marks none.
 */
const markUpdatedBonds = `insert into bond_screen_dirty (emission_id, terms)
    select n.id, o.id is null or ${termsOf('n')} is distinct from ${termsOf('o')}
    from new_rows n left join old_rows o on o.id = n.id
    where o.id is null or ${termsOf('n')} is distinct from ${termsOf('o')}
      or n.emitent_id is distinct from o.emitent_id
    ${KEEP_TERMS};`;

/**
 * A curve's points or parameters: the Z-spread is measured over the currency's curve on the
 * newest date on or before the price's (modules/screener/screen-curves.ts), so a write of a
 * curve's date D can change the spread of its currency's bonds priced on D or later, and those
 * are recomputed (flagged as terms: their price did not change).
 */
const CURVE_SOURCES = ['yield_curve_points', 'yield_curve_params'] as const;

const markCurveBonds = (rows: string) => `insert into bond_screen_dirty (emission_id, terms)
    select s.emission_id, true from bond_screen s
      join emissions e on e.id = s.emission_id
      join (select c.currency_id, min(r.date) as since from ${rows} r
        join yield_curves c on c.id = r.curve_id group by c.currency_id) w
        on w.currency_id = e.currency_id
      where s.price_date >= w.since
    ${KEEP_TERMS};`;

/**
 * One source's insert, update and delete triggers, each running the mark of the rows it wrote.
 * An update runs `changed` instead when given: it sees the old rows beside the new.
 */
function markingTriggers(table: string, markOf: (rows: string) => string, changed?: string) {
  const newRows = 'referencing new table as new_rows';
  const oldRows = 'referencing old table as old_rows';
  const onUpdate: TriggerSpec = changed
    ? [
        `${table}_screen_on_update`,
        'after update',
        'referencing old table as old_rows new table as new_rows',
        `${table}_screen_changed`,
      ]
    : [`${table}_screen_on_update`, 'after update', newRows, `${table}_screen_new`];
  return [
    triggerFunction(`${table}_screen_new`, markOf('new_rows')),
    triggerFunction(`${table}_screen_old`, markOf('old_rows')),
    ...(changed ? [triggerFunction(`${table}_screen_changed`, changed)] : []),
    ...statementTriggers(table, [
      [`${table}_screen_on_insert`, 'after insert', newRows, `${table}_screen_new`],
      onUpdate,
      [`${table}_screen_on_delete`, 'after delete', oldRows, `${table}_screen_old`],
    ]),
  ];
}

const definitions = (): string[] => [
  ...SOURCES.flatMap(([table, naming, terms]) =>
    markingTriggers(
      table,
      (rows) => mark(rows, naming, terms),
      table === 'emissions' ? markUpdatedBonds : undefined,
    ),
  ),
  ...CURVE_SOURCES.flatMap((table) => markingTriggers(table, markCurveBonds)),
];

export const BOND_SCREEN_MARKS: DerivedTable = {
  table: 'bond_screen_dirty',
  marker: 'trading_ticks_screen_new()',
  sources: [...SOURCES.map(([table]) => table), ...CURVE_SOURCES],
  definitions,
  // New rules: every bond is out of step until the refresher has seen it.
  fill: 'insert into bond_screen_dirty (emission_id, terms) select id, true from emissions',
  rebuilding: "marking every bond for the screener's refresh",
};
