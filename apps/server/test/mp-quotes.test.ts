import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXCEL_EXPORT_MAX_POINTS,
  FULL_ACCESS_LEVEL,
  LATEST_TICKS_LIMIT,
  MpQuotesResponse,
  NSD_TRADING_GROUND_ID,
  OLD_DATA_DAYS,
  type QuoteRow,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { csrfGet, errorOf, signIn } from './support/shell-fixtures';

interface Bond {
  id: number;
  emitentId: number;
  statusId: number;
}
type Answer = MpQuotesResponse;
type Rows = Record<string, unknown>[];

const VALUES = [
  'buying_quote',
  'selling_quote',
  'buying_selling_quote',
  'indicative_price',
  'indicative_yield_bid',
  'indicative_yield_ask',
  'clearance_profit_effect',
  'yto_bid',
  'yto_offer',
  'offer_profit_effect',
  't_spread',
  'g_spread',
  'trading_volume',
] as const;

const pathOf = (b: Bond) => `/api/bonds/mp-quotes/${b.id}/${b.emitentId}/${b.statusId}/`;
const submit = (ground: number) => `/api/bonds/submit_quotes_access_request/${ground}/`;
const rowsOf = (rows: QuoteRow[], ground: number) =>
  rows.filter((r) => r.trading_ground_id === ground);
/** Every value of the rows: a number, a text, null, or the reason it was withheld. */
const valuesOf = (rows: QuoteRow[]) => rows.flatMap((r) => VALUES.map((field) => r[field]));
const allRows = (a: Answer) => [...a.quotes, ...a.priceToday, ...a.endOfDayPrices];

describe.skipIf(databaseMissing)(`market participants' quotes on ${databaseKind}`, () => {
  let app: App;
  /** A bond with ticks on the NSD ground and quotes of a participant that hides them. */
  let rich: Bond;
  let hiddenGround: number;
  /** A bond with neither ticks nor quotes (announced). */
  let bare: Bond;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Rows }).rows;
  const read = async (client: TestClient, bond: Bond = rich) => {
    const response = await client.get(pathOf(bond));
    expect(response.statusCode).toBe(200);
    return MpQuotesResponse.parse(response.json());
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [found] = await rows(sql`
      select e.id, e.emitent_id as "emitentId", e.status_id as "statusId", m.id as hidden
      from emissions e
      join participant_quotes q on q.emission_id = e.id
      join market_participants m on m.id = q.participant_id and m.hide_quotes
      where exists (select 1 from trading_ticks t where t.emission_id = e.id
                    and t.trading_ground_id = ${NSD_TRADING_GROUND_ID})
      order by e.id limit 1`);
    if (!found) throw new Error('the test world has no bond on the NSD ground with hidden quotes');
    rich = {
      id: Number(found.id),
      emitentId: Number(found.emitentId),
      statusId: Number(found.statusId),
    };
    hiddenGround = Number(found.hidden);
    const [empty] = await rows(sql`
      select e.id, e.emitent_id as "emitentId", e.status_id as "statusId" from emissions e
      where not exists (select 1 from trading_ticks t where t.emission_id = e.id)
        and not exists (select 1 from participant_quotes q where q.emission_id = e.id)
      order by e.id limit 1`);
    bare = {
      id: Number(empty!.id),
      emitentId: Number(empty!.emitentId),
      statusId: Number(empty!.statusId),
    };
    admin = await signIn(app, 'mpq-admin@example.com', FULL_ACCESS_LEVEL, {
      isAdmin: true,
      nsdAccess: true,
    });
  });
  afterAll(() => app?.close());

  it('answers the spec fields: sources, last quotes, price today, end-of-day prices, contacts', async () => {
    const answer = await read(new TestClient(app));
    const ids = answer.market_participants.map((s) => s.trading_ground_id);
    const grounds = answer.market_participants.filter((s) => !s.is_participant);
    const dealers = answer.market_participants.filter((s) => s.is_participant);
    // Grounds first, then participants, each by id.
    expect(ids).toEqual([
      ...grounds.map((g) => g.trading_ground_id).sort((a, b) => a - b),
      ...dealers.map((d) => d.trading_ground_id).sort((a, b) => a - b),
    ]);
    expect(ids).toContain(NSD_TRADING_GROUND_ID);
    expect(ids).toContain(hiddenGround);

    const stored = await rows(sql`
      select trading_ground_id as id, count(*)::int as n, max(date)::text as latest
      from trading_ticks where emission_id = ${rich.id} group by 1
      union all
      select participant_id, count(*)::int, max(date)::text
      from participant_quotes where emission_id = ${rich.id} group by 1`);
    expect(ids.sort((a, b) => a - b)).toEqual(
      stored.map((s) => Number(s.id)).sort((a, b) => a - b),
    );
    for (const s of stored) {
      const source = answer.market_participants.find((m) => m.trading_ground_id === Number(s.id))!;
      expect(source).toMatchObject({ points: s.n, latest_date: s.latest });
    }
    const latest = stored
      .map((s) => String(s.latest))
      .sort()
      .at(-1);
    expect(answer.date_label).toBe(latest);

    // Price today: the quotes of that day only; end-of-day prices: closes and valuations.
    expect(answer.priceToday.length).toBeGreaterThan(0);
    expect(answer.priceToday.every((r) => r.date === latest)).toBe(true);
    expect(answer.endOfDayPrices.every((r) => r.end_of_day)).toBe(true);
    for (const row of answer.quotes) {
      expect(row.date_numeric).toBe(Date.parse(`${row.date}T00:00:00Z`));
      expect(row.date_time.startsWith(row.date)).toBe(true);
    }
    // Grounds link to the chart's archive of themselves; participants have none.
    const groundRow = rowsOf(answer.quotes, grounds[0]!.trading_ground_id)[0]!;
    expect(groundRow.archive).toBe(
      `/bonds/${rich.id}/?view=2&tg=${groundRow.trading_ground_id}#chart`,
    );
    expect(rowsOf(answer.quotes, dealers[0]!.trading_ground_id)[0]!.archive).toBeNull();

    // Contacts by the participants' companies, with a telegram link among them.
    const companies = dealers.flatMap((d) =>
      d.mp_contacts_emitent_id === null ? [] : [String(d.mp_contacts_emitent_id)],
    );
    expect(Object.keys(answer.contacts).sort()).toEqual([...new Set(companies)].sort());
    expect(
      Object.values(answer.contacts)
        .flat()
        .some((c) => c.ttl.includes('https://t.me/')),
    ).toBe(true);
    const person = dealers.find((d) => d.response_person_id !== null)!;
    expect(person.chat_url).toMatch(new RegExp(`/user/${person.response_person_id}/$`));
  });

  it('keeps at most the 14 latest quotes of each source, newest first', async () => {
    const answer = await read(new TestClient(app));
    for (const source of answer.market_participants) {
      const last = rowsOf(answer.quotes, source.trading_ground_id);
      expect(last.length).toBe(Math.min(LATEST_TICKS_LIMIT, source.points));
      const order = last.map((r) => r.date_time);
      expect(order).toEqual([...order].sort().reverse());
      expect(rowsOf(answer.endOfDayPrices, source.trading_ground_id).length).toBeLessThanOrEqual(
        LATEST_TICKS_LIMIT,
      );
    }
    // The cap bites: some source holds more than 14.
    expect(answer.market_participants.some((s) => s.points > LATEST_TICKS_LIMIT)).toBe(true);
    // The dates of a ground's rows are its 14 latest ticks.
    const ground = answer.market_participants.find((s) => !s.is_participant)!;
    const dates = await rows(sql`
      select date::text as date from trading_ticks
      where emission_id = ${rich.id} and trading_ground_id = ${ground.trading_ground_id}
      order by date desc limit ${LATEST_TICKS_LIMIT}`);
    expect(rowsOf(answer.quotes, ground.trading_ground_id).map((r) => r.date)).toEqual(
      dates.map((d) => d.date),
    );
  });

  it('flags old data: latest quote over 7 days before today and fewer than 2500 points', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - OLD_DATA_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [matured] = await rows(sql`
      select e.id, e.emitent_id as "emitentId", e.status_id as "statusId" from emissions e
      where e.status_id = 128 and exists (select 1 from trading_ticks t where t.emission_id = e.id)
      order by e.id limit 1`);
    for (const bond of [rich, matured as unknown as Bond]) {
      const answer = await read(new TestClient(app), {
        id: Number(bond.id),
        emitentId: Number(bond.emitentId),
        statusId: Number(bond.statusId),
      });
      for (const s of answer.market_participants)
        expect(s.old_data).toBe(s.latest_date < weekAgo && s.points < EXCEL_EXPORT_MAX_POINTS);
    }
  });

  it('answers a bond with no quotes with empty lists', async () => {
    expect(await read(new TestClient(app), bare)).toEqual({
      quotes: [],
      priceToday: [],
      endOfDayPrices: [],
      contacts: {},
      date_label: null,
      request_data: {},
      market_participants: [],
    });
  });

  describe('what each tier reads in the raw JSON', () => {
    const nsd = (a: Answer) => valuesOf(rowsOf(allRows(a), NSD_TRADING_GROUND_ID));
    const hidden = (a: Answer) => valuesOf(rowsOf(allRows(a), hiddenGround));
    const open = (a: Answer) =>
      valuesOf(
        allRows(a).filter(
          (r) =>
            r.trading_ground_id !== NSD_TRADING_GROUND_ID && r.trading_ground_id !== hiddenGround,
        ),
      );
    const onlyMasked = (values: unknown[], reason: string) => {
      expect(values.some((v) => v !== null)).toBe(true);
      for (const v of values) if (v !== null) expect(v).toEqual({ masked: reason });
    };
    const noneMasked = (values: unknown[]) => {
      expect(values.some((v) => typeof v === 'number')).toBe(true);
      for (const v of values) expect(v === null || typeof v !== 'object').toBe(true);
    };

    it('a visitor: the NSD ground and hidden quotes need signing in', async () => {
      const response = await new TestClient(app).get(pathOf(rich));
      const answer = response.json() as Answer;
      onlyMasked(nsd(answer), 'need_auth');
      onlyMasked(hidden(answer), 'need_auth');
      noneMasked(open(answer));
      expect(answer.request_data).toEqual({
        [NSD_TRADING_GROUND_ID]: 'forbidden_request',
        [hiddenGround]: 'send_request',
      });
      // The withheld NSD prices are nowhere in the body.
      const [price] = await rows(sql`
        select indicative_price from trading_ticks
        where emission_id = ${rich.id} and trading_ground_id = ${NSD_TRADING_GROUND_ID}
        order by date desc limit 1`);
      expect(response.body).not.toContain(String(price!.indicative_price));
    });

    it('a signed-in user: access denied; full access without the NSD flag: the NSD licence named', async () => {
      for (const [level, nsdWhy] of [
        [1, 'access_denied_auth'],
        [FULL_ACCESS_LEVEL, 'need_nsd_access'],
      ] as const) {
        const { client } = await signIn(app, `mpq-tier-${level}@example.com`, level);
        const answer = await read(client);
        onlyMasked(nsd(answer), nsdWhy);
        onlyMasked(hidden(answer), 'access_denied_auth');
        noneMasked(open(answer));
      }
    });

    it('full access with the NSD flag sees the NSD ground; hidden quotes still need a request', async () => {
      const answer = await read(admin.client);
      noneMasked(nsd(answer));
      onlyMasked(hidden(answer), 'access_denied_auth');
      expect(answer.request_data).toEqual({ [hiddenGround]: 'send_request' });
    });
  });

  describe('the quotes request', () => {
    it('sends, then reads already sent; an approved request opens the hidden quotes', async () => {
      const user = await signIn(app, 'mpq-request@example.com');
      // Without requests the user reads the answer shared by their access profile (cached);
      // once they ask, their own answer replaces it.
      expect((await read(user.client)).request_data[hiddenGround]).toBe('send_request');
      const sent = await csrfGet(user.client, submit(hiddenGround));
      expect(sent.statusCode).toBe(200);
      const requestId = sent.json().response.items[0].success.numeric as number;
      expect(requestId).toBeGreaterThan(0);
      expect((await read(user.client)).request_data[hiddenGround]).toBe('already_send_request');

      const twice = await csrfGet(user.client, submit(hiddenGround));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().response.items[0]).toMatchObject({
        success: { numeric: 0 },
        state: 'already_sent',
      });

      const decided = await admin.client.post(`/api/admin/requests/${requestId}/decision/`, {
        decision: 'approve',
      });
      expect(decided.statusCode).toBe(200);
      const opened = await read(user.client);
      expect(opened.request_data[hiddenGround]).toBeUndefined();
      const values = valuesOf(rowsOf(opened.quotes, hiddenGround));
      expect(values.some((v) => typeof v === 'number')).toBe(true);
      expect(values.every((v) => v === null || typeof v !== 'object')).toBe(true);
    });

    it('a rejected request leaves the ground forbidden', async () => {
      const user = await signIn(app, 'mpq-rejected@example.com');
      const sent = await csrfGet(user.client, submit(hiddenGround));
      const requestId = sent.json().response.items[0].success.numeric as number;
      await admin.client.post(`/api/admin/requests/${requestId}/decision/`, { decision: 'reject' });
      expect((await read(user.client)).request_data[hiddenGround]).toBe('forbidden_request');
    });

    it('forbids asking the NSD ground (and any ground that is no participant)', async () => {
      const { client } = await signIn(app, 'mpq-forbidden@example.com');
      for (const ground of [NSD_TRADING_GROUND_ID, 1]) {
        const refused = await csrfGet(client, submit(ground));
        expect(refused.statusCode).toBe(403);
        expect(refused.json().response.items[0]).toMatchObject({
          success: { numeric: 0 },
          state: 'forbidden',
          label: 'forbidden_request_label',
        });
      }
      expect((await read(client)).request_data[NSD_TRADING_GROUND_ID]).toBe('forbidden_request');
    });

    it('asks a visitor to sign in (401 need_auth)', async () => {
      const response = await csrfGet(new TestClient(app), submit(hiddenGround));
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('need_auth');
    });

    it('refuses an unknown or malformed ground', async () => {
      const { client } = await signIn(app, 'mpq-bad-ground@example.com');
      expect((await csrfGet(client, submit(999_999))).statusCode).toBe(404);
      expect(
        (await csrfGet(client, '/api/bonds/submit_quotes_access_request/abc/')).statusCode,
      ).toBe(400);
    });
  });

  describe('bad input', () => {
    const visitor = () => new TestClient(app);

    it('404 for an unknown bond', async () => {
      const response = await visitor().get(pathOf({ ...rich, id: 999_999 }));
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    });

    it("404 naming the field when the issuer or the status is not the bond's", async () => {
      const other = await visitor().get(pathOf({ ...rich, emitentId: rich.emitentId + 1 }));
      expect(other.statusCode).toBe(404);
      expect(errorOf(other)).toMatchObject({
        code: 'not_found',
        fields: { 'params.emitentId': 'field_invalid_value' },
      });
      const status = await visitor().get(
        pathOf({ ...rich, statusId: rich.statusId === 128 ? 192 : 128 }),
      );
      expect(status.statusCode).toBe(404);
      expect(errorOf(status).fields).toEqual({ 'params.bondStatusId': 'field_invalid_value' });
    });

    it('400 for ids that are no positive int4', async () => {
      for (const path of [
        `/api/bonds/mp-quotes/abc/${rich.emitentId}/${rich.statusId}/`,
        `/api/bonds/mp-quotes/${rich.id}/x/${rich.statusId}/`,
        `/api/bonds/mp-quotes/${rich.id}/${rich.emitentId}/1.5/`,
        `/api/bonds/mp-quotes/0/${rich.emitentId}/${rich.statusId}/`,
        `/api/bonds/mp-quotes/${rich.id}/-3/${rich.statusId}/`,
        `/api/bonds/mp-quotes/${rich.id}/${rich.emitentId}/2147483648/`,
      ]) {
        const response = await visitor().get(path);
        expect(response.statusCode, path).toBe(400);
        expect(errorOf(response).code).toBe('validation_failed');
      }
    });
  });
});
