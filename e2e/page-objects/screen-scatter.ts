import { expect, type Page } from '@playwright/test';

/** The scatter answer's parts a journey compares with the page. */
export interface ScatterAnswer {
  total: number;
  capped: boolean;
  currency: string | null;
  points: { id: number; name: string; yield: number; duration: number }[];
  curve: { name: string; date: string } | null;
}

/**
 * The home list's yield/duration map: the switch beside the count, the panel (its answer's
 * total, point count and currency in data attributes) and the canvas, whose points a test
 * finds through the chart element's `pointPositions()` hook (a canvas has no elements).
 */
export class ScreenScatterMap {
  constructor(readonly page: Page) {}

  readonly toggle = () => this.page.getByTestId('screen-scatter-toggle');
  readonly panel = () => this.page.getByTestId('screen-scatter-panel');
  readonly chart = () => this.page.getByTestId('screen-scatter-chart');
  readonly count = () => this.page.getByTestId('screen-scatter-count');
  readonly colouring = (id: 'rating' | 'kind') =>
    this.page.getByTestId('screen-scatter-colouring').locator(`[data-tab-id="${id}"]`);

  /** The same screen straight from the API. */
  async answer(query: string): Promise<ScatterAnswer> {
    const response = await this.page.request.get(`/api/bonds/scatter/?lang=eng&${query}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as ScatterAnswer;
  }

  /** Where each bond's point is drawn on the canvas, px from its top left, by bond id. */
  async positions(): Promise<Record<string, [number, number]>> {
    return this.chart().evaluate(
      (element) =>
        (
          element as HTMLElement & { pointPositions?(): Record<string, [number, number]> }
        ).pointPositions?.() ?? {},
    );
  }

  /** The bond whose point stands furthest from any other: a click on it hits it alone. */
  async loneliestPoint(): Promise<{ id: string; at: [number, number] }> {
    const positions = Object.entries(await this.positions());
    let best: { id: string; at: [number, number]; room: number } | null = null;
    for (const [id, at] of positions) {
      const room = Math.min(
        ...positions
          .filter(([other]) => other !== id)
          .map(([, p]) => Math.hypot(p[0] - at[0], p[1] - at[1])),
      );
      if (!best || room > best.room) best = { id, at, room };
    }
    if (!best) throw new Error('no point on the map');
    return best;
  }

  /** Clicks a point where the canvas draws it. */
  async clickPoint(at: [number, number]) {
    // A mouse click lands in the viewport only: the whole chart is brought into it first.
    await this.chart().scrollIntoViewIfNeeded();
    const box = (await this.chart().boundingBox())!;
    await this.page.mouse.click(box.x + at[0], box.y + at[1]);
  }
}
