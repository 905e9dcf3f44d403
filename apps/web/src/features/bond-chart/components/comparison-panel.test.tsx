import { useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageGlobals } from '@bondsight/contracts';
// A test may read the catalogue to prove every key the panel asks for exists; the app itself
// gets its labels from the server's label API.
import compareLabels from '../../../../../../packages/labels/catalogue/eng/compare.json';
import errorLabels from '../../../../../../packages/labels/catalogue/eng/errors.json';
import shellLabels from '../../../../../../packages/labels/catalogue/eng/shell.json';
import { ME_QUERY_KEY, SessionProvider } from '../../../lib/session';
import { SIGNED_IN, VISITOR_GLOBALS } from '../../../../test/shell-harness';
import type { ChartRange } from '../../../widgets/chart';
import { dayMs } from '../chart-range';
import type { CompareItem } from '../compare-items';
import { ComparisonPanel } from './comparison-panel';

const BOND_ID = 100;
const TG_ID = 1;
const FULL_ACCESS: Partial<PageGlobals> = { ...SIGNED_IN, level: 1077 };

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'eng',
    fallbackLng: false,
    ns: ['compare', 'errors'],
    defaultNS: 'compare',
    resources: { eng: { compare: compareLabels, errors: errorLabels, shell: shellLabels } },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    // As in lib/i18n: a missing label shows as its key in braces, which the tests look for.
    parseMissingKeyHandler: (key) => `{{${key}}}`,
    react: { useSuspense: false },
  });
});

// ---- The API boundary: a fake fetch whose answers the test gives, now or later ------------

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  respond(body: unknown, status?: number): void;
}
type AutoAnswer = (call: Call) => { body: unknown; status?: number } | undefined;

const tab = (
  name: 'bonds' | 'indexes',
  items: { id: number; name: string; match?: string; start?: number; length?: number }[],
  selected = false,
) => ({
  name,
  count: items.length,
  selected,
  showList: items.length > 0,
  withTradingGrounds: name === 'bonds',
  model: name === 'bonds' ? 'bonds' : 'index',
  items: items.map((item) => ({
    id: item.id,
    name: item.name,
    highlighting: {
      text: item.match ?? item.name,
      start: item.start ?? 0,
      length: item.length ?? 3,
    },
  })),
});

const RESULTS = [
  tab(
    'bonds',
    [
      { id: 5, name: 'Russia 2030', start: 0, length: 3 },
      { id: 6, name: 'Gazprom 2028', match: 'RU000A0JXQ44', start: 0, length: 3 },
    ],
    true,
  ),
  tab('indexes', [{ id: 7, name: 'Rus Bond Index', start: 0, length: 3 }]),
];
const GROUNDS = [
  { id: 2, name: 'Exchange A', max_date: '2026-03-02', max_date_numeric: 1772409600000 },
  { id: 3, name: 'OTC B', max_date: '2026-02-27', max_date_numeric: 1772150400000 },
];

/** The usual answers: each search and grounds call echoes its hash; the log answers 204. */
const USUAL: AutoAnswer = ({ method, path, body }) => {
  if (path.endsWith('/getAutocompleteData/')) return { body: { hash: body!.hash, tabs: RESULTS } };
  if (path.endsWith('/getTradingGround/'))
    return { body: { hash: body!.hash, result: true, items: GROUNDS } };
  if (path.endsWith('/contactActionLog/')) return { body: null, status: 204 };
  const name = /^\/api\/(bonds|indexes)\/(\d+)\/$/.exec(path);
  if (method === 'GET' && name)
    return { body: { id: Number(name[2]), name: `${name[1]} #${name[2]}` } };
  return undefined;
};

let calls: Call[] = [];
function fakeApi(auto: AutoAnswer | null = USUAL) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          const url = new URL(String(input), window.location.origin);
          const call: Call = {
            method: init.method ?? 'GET',
            path: url.pathname,
            body:
              typeof init.body === 'string'
                ? (JSON.parse(init.body) as Record<string, unknown>)
                : undefined,
            respond: (body, status = 200) =>
              resolve(
                status === 204
                  ? new Response(null, { status })
                  : new Response(JSON.stringify(body), {
                      status,
                      headers: { 'content-type': 'application/json' },
                    }),
              ),
          };
          calls.push(call);
          const answer = auto?.(call);
          if (answer) call.respond(answer.body, answer.status);
        }),
    ),
  );
}
const callsTo = (suffix: string) => calls.filter((call) => call.path.endsWith(suffix));
const searches = () => callsTo('/getAutocompleteData/');

// ---- Rendering ------------------------------------------------------------------------------

interface Options {
  globals?: Partial<PageGlobals>;
  items?: CompareItem[];
  /** Keep the list in state, as the chart does (otherwise onChange only records). */
  stateful?: boolean;
  /** The chart's period. */
  range?: ChartRange;
}

function renderPanel(options: Options = {}) {
  const onChange = vi.fn();
  const onClose = vi.fn();
  const onCancel = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, { ...VISITOR_GLOBALS, ...options.globals });
  function Chart() {
    const [items, setItems] = useState<CompareItem[]>(options.items ?? []);
    return (
      <ComparisonPanel
        bondId={BOND_ID}
        currentTgId={TG_ID}
        items={items}
        {...(options.range ? { range: options.range } : {})}
        onChange={(next, period) => {
          if (period) onChange(next, period);
          else onChange(next);
          if (options.stateful) setItems(next);
        }}
        onClose={onClose}
        onCancel={onCancel}
      />
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(<Chart />, { wrapper });
  return { onChange, onClose, onCancel };
}

/** Lets timers due now and the promises they start run (answers, state updates). */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const searchInput = () => screen.getByTestId('compare-search') as HTMLInputElement;
const type = (value: string) => fireEvent.change(searchInput(), { target: { value } });
const results = () => screen.queryAllByTestId('compare-result');
async function searchFor(term: string) {
  type(term);
  await settle(500);
}

beforeEach(() => {
  vi.useFakeTimers();
  fakeApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('comparison panel: the search', () => {
  it('makes no call under 3 trimmed characters', async () => {
    renderPanel({ globals: FULL_ACCESS });
    for (const value of ['r', 'ru', '  ru  ', 'r ', '\t ru \n']) {
      type(value);
      await settle(1_000);
    }
    expect(searches()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(compareLabels.search_hint);
  });

  it('makes one call after a 500 ms pause in typing, with the trimmed term and a hash', async () => {
    renderPanel({ globals: FULL_ACCESS });
    type('r');
    await settle(200);
    type('ru');
    await settle(200);
    type('  rus ');
    await settle(499);
    expect(searches()).toEqual([]);
    await settle(1);
    expect(searches()).toHaveLength(1);
    const [call] = searches();
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe(`/api/bonds/${BOND_ID}/getAutocompleteData/`);
    expect(call!.body).toEqual({ term: 'rus', hash: expect.any(Number), currentTgId: TG_ID });
    const hash = call!.body!.hash as number;
    expect(Number.isInteger(hash) && hash >= 1 && hash <= 999_999).toBe(true);
    await settle(2_000);
    expect(searches()).toHaveLength(1);
  });

  it('shows the results in tabs, the matched part marked as elements', async () => {
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    const bondsTab = screen.getByTestId('compare-tab-bonds');
    expect(bondsTab.getAttribute('aria-selected')).toBe('true');
    expect(bondsTab.textContent).toBe('Bonds2');
    expect(results().map((r) => r.getAttribute('data-id'))).toEqual(['5', '6']);
    const marks = results().map((r) => r.querySelector('mark')?.textContent);
    expect(marks).toEqual(['Rus', 'RU0']);
    // A match on the ISIN shows the name and the marked ISIN.
    expect(results()[1]!.textContent).toBe('Gazprom 2028RU000A0JXQ44');

    fireEvent.click(screen.getByTestId('compare-tab-indexes'));
    expect(screen.getByTestId('compare-tab-indexes').getAttribute('aria-selected')).toBe('true');
    expect(results().map((r) => r.getAttribute('data-id'))).toEqual(['7']);
  });

  it('opens the tab the answer selects', async () => {
    fakeApi((call) =>
      call.path.endsWith('/getAutocompleteData/')
        ? {
            body: {
              hash: call.body!.hash,
              tabs: [tab('bonds', []), tab('indexes', [{ id: 7, name: 'Rus Index' }], true)],
            },
          }
        : USUAL(call),
    );
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    expect(screen.getByTestId('compare-tab-indexes').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('compare-tab-bonds'));
    expect(screen.getByText(errorLabels.autocomplete_not_found)).toBeTruthy();
  });

  it('never reads the answer as HTML', async () => {
    const name = '<img src=x onerror="alert(1)">Rus';
    fakeApi((call) =>
      call.path.endsWith('/getAutocompleteData/')
        ? {
            body: {
              hash: call.body!.hash,
              tabs: [tab('bonds', [{ id: 9, name, start: name.indexOf('Rus'), length: 3 }], true)],
            },
          }
        : USUAL(call),
    );
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    expect(document.querySelector('img')).toBeNull();
    expect(results()[0]!.textContent).toBe(name);
    expect(results()[0]!.querySelector('mark')!.textContent).toBe('Rus');
  });

  it('says when nothing is found', async () => {
    fakeApi((call) =>
      call.path.endsWith('/getAutocompleteData/')
        ? { body: { hash: call.body!.hash, tabs: [tab('bonds', []), tab('indexes', [])] } }
        : USUAL(call),
    );
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('zzz');
    expect(results()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(errorLabels.autocomplete_not_found);
  });

  it('drops an answer whose hash is not the latest request', async () => {
    fakeApi(null);
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    await searchFor('russ');
    const [first, second] = searches();
    expect(second!.body!.hash).not.toBe(first!.body!.hash);
    // The older call answers first: still stale, nothing shown.
    first!.respond({ hash: first!.body!.hash, tabs: RESULTS });
    await settle();
    expect(results()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(compareLabels.searching);

    second!.respond({
      hash: second!.body!.hash,
      tabs: [tab('bonds', [{ id: 8, name: 'Russ Rail 2031' }], true), tab('indexes', [])],
    });
    await settle();
    expect(results().map((r) => r.getAttribute('data-id'))).toEqual(['8']);

    // An answer carrying any other hash is dropped too.
    await searchFor('russi');
    searches()[2]!.respond({ hash: 1_000_000, tabs: RESULTS });
    await settle();
    expect(results().map((r) => r.getAttribute('data-id'))).toEqual(['8']);
  });

  it('swallows Enter', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderPanel({ globals: FULL_ACCESS });
    searchInput().form?.addEventListener('submit', onSubmit);
    type('rus');
    const passed = fireEvent.keyDown(searchInput(), { key: 'Enter', code: 'Enter' });
    expect(passed).toBe(false);
    await settle();
    expect(searches()).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    await settle(500);
    expect(searches()).toHaveLength(1);
  });

  it('clears the results when the term gets too short again', async () => {
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    expect(results()).toHaveLength(2);
    type('ru');
    await settle(1_000);
    expect(results()).toEqual([]);
    expect(searches()).toHaveLength(1);
  });
});

describe('comparison panel: choosing and adding', () => {
  it('bond -> its grounds -> Add: onChange and the action log', async () => {
    const { onChange } = renderPanel({ globals: FULL_ACCESS, stateful: true });
    await searchFor('rus');
    fireEvent.click(results()[0]!);
    expect(screen.queryByTestId('compare-add')).toBeNull();
    await settle();
    const groundCall = callsTo('/getTradingGround/');
    expect(groundCall).toHaveLength(1);
    expect(groundCall[0]!.path).toBe(`/api/bonds/${BOND_ID}/getTradingGround/`);
    expect(groundCall[0]!.body).toEqual({
      hash: expect.any(Number),
      currentTgId: TG_ID,
      selectedId: 5,
    });
    const grounds = screen.getAllByTestId('compare-ground') as HTMLInputElement[];
    expect(grounds.map((g) => g.getAttribute('data-id'))).toEqual(['2', '3']);
    expect(grounds[0]!.checked).toBe(true);
    expect(grounds[0]!.closest('label')!.textContent).toContain('Exchange A');
    expect(grounds[0]!.closest('label')!.textContent).toContain('2026');

    fireEvent.click(grounds[1]!);
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([{ model: 'bonds', id: 5, tgId: 3 }]);
    await settle();
    const logs = callsTo('/contactActionLog/');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      method: 'POST',
      path: `/api/bonds/${BOND_ID}/contactActionLog/`,
      body: { actionId: 297 },
    });
    const item = screen.getByTestId('compare-item');
    expect(item.getAttribute('data-key')).toBe('b5-3');
    expect(item.textContent).toContain('OTC B');
    expect(screen.queryByTestId('compare-add')).toBeNull();
  });

  it('an index shows Add directly, with no grounds call', async () => {
    const { onChange } = renderPanel({
      globals: FULL_ACCESS,
      items: [{ model: 'bonds', id: 5, tgId: 2 }],
    });
    await searchFor('rus');
    fireEvent.click(screen.getByTestId('compare-tab-indexes'));
    fireEvent.click(results()[0]!);
    expect(screen.getByTestId('compare-add')).toBeTruthy();
    expect(screen.queryAllByTestId('compare-ground')).toEqual([]);
    fireEvent.click(screen.getByTestId('compare-add'));
    await settle();
    expect(callsTo('/getTradingGround/')).toEqual([]);
    expect(onChange).toHaveBeenCalledWith([
      { model: 'bonds', id: 5, tgId: 2 },
      { model: 'index', id: 7, tgId: 0 },
    ]);
    expect(callsTo('/contactActionLog/')).toHaveLength(1);
  });

  it('drops a grounds answer for a bond chosen before the latest one', async () => {
    fakeApi((call) => (call.path.endsWith('/getTradingGround/') ? undefined : USUAL(call)));
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    fireEvent.click(results()[0]!);
    fireEvent.click(results()[1]!);
    await settle();
    const [forFirst, forSecond] = callsTo('/getTradingGround/');
    forSecond!.respond({ hash: forSecond!.body!.hash, result: true, items: [GROUNDS[1]] });
    await settle();
    forFirst!.respond({ hash: forFirst!.body!.hash, result: true, items: GROUNDS });
    await settle();
    expect(screen.getAllByTestId('compare-ground').map((g) => g.getAttribute('data-id'))).toEqual([
      '3',
    ]);
  });

  it('says when the bond has no ground to add', async () => {
    fakeApi((call) =>
      call.path.endsWith('/getTradingGround/')
        ? { body: { hash: call.body!.hash, result: false, items: [] } }
        : USUAL(call),
    );
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    fireEvent.click(results()[0]!);
    await settle();
    expect(screen.getByTestId('compare-no-grounds').textContent).toBe(compareLabels.no_grounds);
    expect(screen.queryByTestId('compare-add')).toBeNull();
  });

  it('shows the bond limit alert and changes nothing', async () => {
    const nine = Array.from({ length: 9 }, (_, i): CompareItem => ({
      model: 'bonds',
      id: 20 + i,
      tgId: 1,
    }));
    const { onChange } = renderPanel({ globals: FULL_ACCESS, items: nine });
    await searchFor('rus');
    fireEvent.click(results()[0]!);
    await settle();
    fireEvent.click(screen.getByTestId('compare-add'));
    await settle();
    expect(screen.getByTestId('compare-alert').textContent).toBe(
      errorLabels.compare_max_count_alert,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(callsTo('/contactActionLog/')).toEqual([]);
  });

  it('shows the index limit alert', async () => {
    const ten = Array.from({ length: 10 }, (_, i): CompareItem => ({
      model: 'index',
      id: 30 + i,
      tgId: 0,
    }));
    const { onChange } = renderPanel({ globals: FULL_ACCESS, items: ten });
    await searchFor('rus');
    fireEvent.click(screen.getByTestId('compare-tab-indexes'));
    fireEvent.click(results()[0]!);
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(screen.getByTestId('compare-alert').textContent).toBe(
      errorLabels.compare_max_index_count_alert,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores a duplicate, and a failed action log', async () => {
    fakeApi((call) =>
      call.path.endsWith('/contactActionLog/')
        ? { status: 500, body: { error: { code: 'internal', message: 'internal_error' } } }
        : USUAL(call),
    );
    const { onChange } = renderPanel({
      globals: FULL_ACCESS,
      items: [{ model: 'index', id: 7, tgId: 0 }],
      stateful: true,
    });
    await searchFor('rus');
    fireEvent.click(screen.getByTestId('compare-tab-indexes'));
    fireEvent.click(results()[0]!);
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('compare-message').textContent).toBe(compareLabels.already_added);

    fireEvent.click(screen.getByTestId('compare-tab-bonds'));
    fireEvent.click(results()[1]!);
    await settle();
    fireEvent.click(screen.getByTestId('compare-add'));
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(callsTo('/contactActionLog/')).toHaveLength(1);
    expect(screen.getAllByTestId('compare-item').map((i) => i.getAttribute('data-key'))).toEqual([
      'i7',
      'b6-2',
    ]);
  });
});

describe('comparison panel: the compared list', () => {
  it('lists the items with their names and removes one', async () => {
    const items: CompareItem[] = [
      { model: 'bonds', id: 5, tgId: 2 },
      { model: 'index', id: 7, tgId: 0 },
    ];
    const { onChange } = renderPanel({ globals: FULL_ACCESS, items, stateful: true });
    await settle();
    const listed = screen.getAllByTestId('compare-item');
    expect(listed.map((i) => i.getAttribute('data-key'))).toEqual(['b5-2', 'i7']);
    expect(listed[0]!.textContent).toContain('bonds #5');
    expect(listed[1]!.textContent).toContain('indexes #7');
    fireEvent.click(screen.getAllByTestId('compare-remove')[0]!);
    expect(onChange).toHaveBeenCalledWith([{ model: 'index', id: 7, tgId: 0 }]);
    expect(screen.getAllByTestId('compare-item').map((i) => i.getAttribute('data-key'))).toEqual([
      'i7',
    ]);
    expect(screen.getByTestId('compare-remove').getAttribute('aria-label')).toBe(
      'Remove indexes #7',
    );
  });

  it('cancels with Cancel or Escape, keeps with Done', async () => {
    const { onClose, onCancel } = renderPanel({ globals: FULL_ACCESS });
    fireEvent.click(screen.getByTestId('compare-close'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('compare-close').textContent).toBe(compareLabels.close);
    fireEvent.keyDown(screen.getByTestId('compare-panel'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('compare-done'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('compare-done').textContent).toBe(compareLabels.done);
  });

  it('asks only for labels the catalogue holds', async () => {
    renderPanel({ globals: FULL_ACCESS, items: [{ model: 'bonds', id: 5, tgId: 2 }] });
    await searchFor('rus');
    fireEvent.click(results()[0]!);
    await settle();
    expect(screen.getByTestId('compare-panel').textContent).not.toContain('{{');
  });
});

describe('comparison panel: access', () => {
  it('shows a visitor the sign-in notice instead of the search', async () => {
    const { onCancel } = renderPanel({ items: [] });
    const notice = screen.getByTestId('compare-access');
    expect(notice.getAttribute('data-decision')).toBe('need_auth');
    expect(notice.textContent).toContain(errorLabels.need_auth);
    const link = screen.getByTestId('compare-sign-up');
    expect(link.getAttribute('href')).toBe('/sign-up/');
    expect(link.textContent).toBe(errorLabels.log_in_to_access);
    expect(screen.queryByTestId('compare-search')).toBeNull();
    // Nothing can be added here: only Cancel, which has nothing to undo.
    expect(screen.queryByTestId('compare-done')).toBeNull();
    fireEvent.click(screen.getByTestId('compare-close'));
    expect(onCancel).toHaveBeenCalled();
    await settle(1_000);
    expect(calls).toEqual([]);
  });

  it('shows a signed-in user without full access the upgrade notice', async () => {
    renderPanel({ globals: SIGNED_IN });
    const notice = screen.getByTestId('compare-access');
    expect(notice.getAttribute('data-decision')).toBe('access_denied_auth');
    expect(notice.textContent).toContain(errorLabels.need_get_access);
    // The notice leads to the profile access page (issue 14, item 10).
    expect(screen.getByTestId('compare-get-access').getAttribute('href')).toBe('/profile/access/');
    expect(screen.getByTestId('compare-get-access').textContent).toBe(shellLabels.pa_open);
    expect(screen.queryByTestId('compare-search')).toBeNull();
    expect(screen.queryByTestId('compare-sign-up')).toBeNull();
    await settle(1_000);
    expect(calls).toEqual([]);
  });
});

describe('comparison panel: bonds that are no longer alive', () => {
  /** The chart's default period: the three months to 24 Nov 2026. */
  const RANGE: ChartRange = { from: dayMs('2026-08-24'), to: dayMs('2026-11-24') };
  const withLives = (call: Call) => {
    if (!call.path.endsWith('/getAutocompleteData/')) return USUAL(call);
    const [bonds, indexes] = RESULTS;
    const lives = [
      { state: 'outstanding', ended_on: null },
      { state: 'matured', ended_on: '2026-03-04' },
    ];
    return {
      body: {
        hash: call.body!.hash,
        tabs: [{ ...bonds, items: bonds!.items.map((i, n) => ({ ...i, ...lives[n] })) }, indexes],
      },
    };
  };

  it('says beside its name that a listed bond has ended, and when', async () => {
    fakeApi(withLives);
    renderPanel({ globals: FULL_ACCESS });
    await searchFor('rus');
    expect(screen.getByTestId('hint').textContent).toContain(compareLabels.order_hint);
    const badges = screen.getAllByTestId('compare-life');
    expect(badges).toHaveLength(1);
    expect(results()[1]!.contains(badges[0]!)).toBe(true);
    expect(badges[0]!.getAttribute('data-state')).toBe('matured');
    expect(badges[0]!.textContent).toMatch(/^matured .*2026/);
  });

  it('moves the period back to draw the history of a bond whose data ended before it', async () => {
    fakeApi(withLives);
    const { onChange } = renderPanel({ globals: FULL_ACCESS, range: RANGE });
    await searchFor('rus');
    fireEvent.click(results()[1]!);
    await settle();
    // Its latest data on Exchange A: 2 Mar 2026, before the period's start (24 Aug 2026).
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(onChange).toHaveBeenCalledWith([{ model: 'bonds', id: 6, tgId: 2 }], {
      // As long before its last day as the period is long (92 days), to the same end.
      from: '2025-11-30',
      to: '2026-11-24',
    });
    const message = screen.getByTestId('compare-message').textContent!;
    expect(message).toContain('Gazprom 2028');
    expect(message).not.toContain('{{');
    expect(message).toMatch(/2025/);
  });

  it('keeps the period when the added data reaches into it', async () => {
    fakeApi(withLives);
    const { onChange } = renderPanel({
      globals: FULL_ACCESS,
      range: { from: dayMs('2026-01-01'), to: dayMs('2026-11-24') },
    });
    await searchFor('rus');
    fireEvent.click(results()[1]!);
    await settle();
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(onChange).toHaveBeenCalledWith([{ model: 'bonds', id: 6, tgId: 2 }]);
  });

  it('does not add a bond whose data ended beyond the 10-year limit, and says why', async () => {
    fakeApi(withLives);
    const { onChange } = renderPanel({
      globals: FULL_ACCESS,
      range: { from: dayMs('2036-08-24'), to: dayMs('2036-11-24') },
    });
    await searchFor('rus');
    fireEvent.click(results()[1]!);
    await settle();
    fireEvent.click(screen.getByTestId('compare-add'));
    expect(onChange).not.toHaveBeenCalled();
    const alert = screen.getByTestId('compare-alert').textContent!;
    expect(alert).toContain('Gazprom 2028');
    expect(alert).not.toContain('{{');
  });
});
