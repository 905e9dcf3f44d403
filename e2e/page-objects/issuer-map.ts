import fs from 'node:fs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The map answer's parts the journeys choose issuers and views by. */
export interface MapPoint {
  id: number;
  currency_id: number;
  trading_ground_id: number;
  is_main_emission: 0 | 1;
  /** Null below full access. */
  yield: number | null;
  shape_only: boolean;
}

export interface MapAnswer {
  /** The bonds alive on the map date. */
  emitentMap: MapPoint[];
  emitentMapDate: string | null;
  /** Bonds that matured or were redeemed early by then, drawn on request. */
  emitentMapEnded: (MapPoint & { state: string; ended_on: string | null })[];
  emitentMapCurrencies: { id: number; text: string }[];
  emitentMapCurrencyId: number | null;
  emitentMapGroundId: number | null;
  emitentMapGrounds: Record<string, { id: number; text: string }[]>;
}

/**
 * The issuer yield map (issuer page block #issuerMap, and the bond chart's Issuer map tab):
 * selectors, switches, delete mode, added points, and the point buttons that stand for the
 * canvas' points (keyboard users and tests press them; Ctrl+click selects in delete mode).
 */
export class IssuerMap {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.getByTestId('issuer-map');
  readonly map = () => this.page.getByTestId('yield-map').first();
  readonly currency = () => this.map().getByTestId('yield-map-currency');
  readonly ground = () => this.map().getByTestId('yield-map-ground');
  readonly trend = () => this.map().getByTestId('yield-map-trend');
  readonly labels = () => this.map().getByTestId('yield-map-labels');
  readonly allLabels = () => this.map().getByTestId('yield-map-all-labels');
  readonly deleteMode = () => this.map().getByTestId('yield-map-delete-mode');
  readonly deletePanel = () => this.map().getByTestId('yield-map-delete-panel');
  readonly selectedCount = () => this.map().getByTestId('yield-map-selected-count');
  readonly remove = () => this.map().getByTestId('yield-map-remove');
  readonly points = () => this.map().locator('[data-testid^="yield-map-point-"]');
  readonly point = (key: string) => this.map().getByTestId(`yield-map-point-${key}`);
  readonly noData = () => this.map().getByTestId('yield-map-no-data');
  readonly showEnded = () => this.map().getByTestId('yield-map-show-ended');
  readonly endedPoints = () => this.map().locator('[data-kind="ended"]');
  /** The export menu (full access): PNG, SVG and the points as CSV. */
  readonly exportButton = () => this.map().getByTestId('yield-map-export');

  /** Chooses a format in the export menu and waits for the browser's download. */
  async download(format: 'png' | 'svg' | 'csv'): Promise<{ download: Download; bytes: Buffer }> {
    await this.exportButton().click();
    const saving = this.page.waitForEvent('download');
    await this.map().getByTestId(`yield-map-export-${format}`).click();
    const download = await saving;
    const path = await download.path();
    expect(path).toBeTruthy();
    return { download, bytes: fs.readFileSync(path) };
  }

  /** The issuer page, scrolled to the map so that it loads. */
  async openIssuer(id: number) {
    await this.page.goto(`/company/${id}/`);
    await this.block().scrollIntoViewIfNeeded();
    await expect(this.map()).toBeVisible();
  }

  async answer(id: number): Promise<MapAnswer | null> {
    const response = await this.page.request.get(`/api/emitent-map-data/${id}/`);
    return response.ok() ? ((await response.json()) as MapAnswer) : null;
  }

  /** The first issuer (by id, up to 80) whose map answer passes the test. */
  async findIssuer(test: (map: MapAnswer) => boolean, what: string): Promise<number> {
    for (let id = 1; id <= 80; id++) {
      const map = await this.answer(id);
      if (map && test(map)) return id;
    }
    throw new Error(`no issuer with ${what}`);
  }

  /** Issuer ids with live bonds, from the bond list (live status group), in id order. */
  async issuersWithLiveBonds(): Promise<number[]> {
    const ids = new Set<number>();
    for (let offset = 0; ; offset += 100) {
      const response = await this.page.request.get(
        `/api/bonds/?status=live&limit=100&offset=${offset}`,
      );
      const list = (await response.json()) as { items: { emitentId: number }[] };
      for (const item of list.items) ids.add(item.emitentId);
      if (list.items.length < 100) break;
    }
    return [...ids].sort((a, b) => a - b);
  }

  async expectView(currencyId: number, groundId: number) {
    await expect(this.map()).toHaveAttribute('data-currency', String(currencyId));
    await expect(this.map()).toHaveAttribute('data-ground', String(groundId));
  }

  async trendEnds(): Promise<string> {
    return (await this.map().getAttribute('data-trend')) ?? '';
  }

  /** Ctrl+click (the spec's delete-mode selection) on a point's button. */
  async ctrlClick(point: Locator) {
    await point.click({ modifiers: ['ControlOrMeta'] });
  }
}

/** Points of one currency and ground in an answer. */
export const pointsOn = (map: MapAnswer, currencyId: number, groundId: number) =>
  map.emitentMap.filter((p) => p.currency_id === currencyId && p.trading_ground_id === groundId);
