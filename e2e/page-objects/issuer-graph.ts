import { expect, type Page } from '@playwright/test';
import { BondPage } from './bond-page';

/** One item of GET /api/company/{id}/relations/. */
export interface RelationItem {
  emitent_id: number;
  emitent_name: string;
  /** What the company is to the issuer asked about (parent, subsidiary...); null for it. */
  rel_type: string | null;
  rel_type_name: string | null;
  share: number | null;
  direction: 'main' | 'owner' | 'subsidiary';
}

/**
 * The issuer page's relationship graph (#issuerRelations) and consensus forecasts
 * (#issuerConsensus). The graph draws on a canvas; the widget lists its nodes under it as
 * links carrying each node's pixel position (data-x, data-y from the canvas' top left), which
 * is how a node is clicked or dragged on the canvas here.
 */
export class IssuerGraphBlocks {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /** Keeps the registration and bottom banners (fixed at the bottom) off the lower blocks. */
  async quietBanners() {
    await this.page.context().addCookies(
      ['bs_reg_banner', 'bs_banner_closed'].map((name) => ({
        name,
        value: '1',
        domain: 'localhost',
        path: '/',
      })),
    );
  }

  /** The showcase corporate issuer (Volga Energy): a bank shareholder and subsidiaries. */
  async showcaseId(): Promise<number> {
    const bondId = await this.bond.idWhere(
      (b) => b.name.startsWith('Volga Energy ') && !b.name.startsWith('Volga Energy Capital'),
      'of the showcase issuer',
    );
    const summary = (await (await this.page.request.get(`/api/bonds/${bondId}/`)).json()) as {
      emitent: { id: number };
    };
    return summary.emitent.id;
  }

  async relations(emitentId: number): Promise<RelationItem[]> {
    const response = await this.page.request.get(`/api/company/${emitentId}/relations/`);
    expect(response.status()).toBe(200);
    return (await response.json()) as RelationItem[];
  }

  async open(emitentId: number, language = 'eng') {
    await this.page.goto(`/company/${emitentId}/?lang=${language}`);
  }

  // The graph.
  readonly section = () => this.page.locator('section#issuerRelations');
  readonly graph = () => this.page.getByTestId('network-graph');
  readonly canvas = () => this.page.getByTestId('network-graph-canvas');
  readonly fullscreenToggle = () => this.page.getByTestId('network-graph-fullscreen');
  readonly nodes = () => this.page.getByTestId('network-graph-node');
  readonly node = (id: number) => this.nodes().and(this.page.locator(`[data-node-id="${id}"]`));
  /** A node's line in the list under the graph: its name and what it is to the issuer. */
  readonly nodeLine = (id: number) =>
    this.page
      .getByTestId('network-graph-nodes')
      .locator('li')
      .filter({ has: this.node(id) });
  readonly title = () => this.page.locator('#issuer-graph-title');

  /** Scrolls the graph into view and waits for the layout to place every node. */
  async showGraph() {
    await expect(this.graph()).toBeAttached({ timeout: 15_000 });
    await this.canvas().scrollIntoViewIfNeeded();
    await expect(this.nodes().first()).toHaveAttribute('data-x', /^\d+$/);
  }

  /** The node's position as the widget reports it (canvas pixels), once it stops changing. */
  async spot(id: number): Promise<{ x: number; y: number }> {
    const read = async () => {
      const node = this.node(id);
      return {
        x: Number(await node.getAttribute('data-x')),
        y: Number(await node.getAttribute('data-y')),
      };
    };
    let last = await read();
    await expect
      .poll(
        async () => {
          const now = await read();
          const same = now.x === last.x && now.y === last.y;
          last = now;
          return same;
        },
        { timeout: 15_000 },
      ) // a draggable (full-screen) graph settles for a few seconds
      .toBe(true);
    return last;
  }

  /**
   * The box of every node's label on the canvas, as ECharts draws it: the node's name cut at
   * 22 characters, 12 px sans-serif, 5 px beyond the marker on the node's label side (right
   * when the widget says none: the force layout drew every label to the right).
   */
  async labelBoxes(): Promise<
    { id: number; x: number; y: number; width: number; height: number }[]
  > {
    const symbolSize = Number(await this.canvas().getAttribute('data-symbol-size'));
    return this.nodes().evaluateAll((links, size) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = '12px sans-serif';
      return links.map((link) => {
        const chars = Array.from((link.textContent ?? '').trim());
        const text = chars.length > 22 ? `${chars.slice(0, 22).join('')}…` : chars.join('');
        const width = context.measureText(text).width;
        const height = 14;
        const x = Number(link.getAttribute('data-x'));
        const y = Number(link.getAttribute('data-y'));
        const side = link.getAttribute('data-label-side') ?? 'right';
        const off = size / 2 + 5;
        const id = Number(link.getAttribute('data-node-id'));
        if (side === 'bottom') return { id, x: x - width / 2, y: y + off, width, height };
        const left = side === 'left' ? x - off - width : x + off;
        return { id, x: left, y: y - height / 2, width, height };
      });
    }, symbolSize);
  }

  /** Every label whole on the canvas and clear of the others (issue 30). */
  async expectLabelsReadable() {
    const boxes = await this.labelBoxes();
    const canvas = (await this.canvas().boundingBox())!;
    for (const box of boxes) {
      expect(box.x, `label of ${box.id} inside on the left`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `label of ${box.id} inside on the right`).toBeLessThanOrEqual(
        canvas.width,
      );
      expect(box.y, `label of ${box.id} inside at the top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `label of ${box.id} inside at the bottom`).toBeLessThanOrEqual(
        canvas.height,
      );
    }
    const clashes = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            a.x < b.x + b.width &&
            b.x < a.x + a.width &&
            a.y < b.y + b.height &&
            b.y < a.y + a.height,
        )
        .map((b) => `${a.id}/${b.id}`),
    );
    expect(clashes, 'labels drawn over each other').toEqual([]);
  }

  /** Where the node is on the page (viewport pixels). */
  async point(id: number): Promise<{ x: number; y: number }> {
    const spot = await this.spot(id);
    const box = await this.canvas().boundingBox();
    if (!box) throw new Error('the graph canvas is not laid out');
    return { x: box.x + spot.x, y: box.y + spot.y };
  }

  async clickNode(id: number) {
    const { x, y } = await this.point(id);
    await this.page.mouse.click(x, y);
  }

  /** Presses on the node, moves by (dx, dy) in steps, and lets go. */
  async dragNode(id: number, dx: number, dy: number) {
    const { x, y } = await this.point(id);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }

  // Consensus forecasts.
  readonly consensus = () => this.page.getByTestId('consensus-forecasts');
  readonly consensusNames = () => this.consensus().getByTestId('consensus-index-name');
  readonly consensusPager = () => this.consensus().getByTestId('consensus-pager');
  readonly consensusPage = (n: number) =>
    this.consensusPager()
      .getByTestId('pager-page')
      .filter({ hasText: new RegExp(`^${n}$`) });

  async consensusItems(emitentId: number) {
    const response = await this.page.request.get(
      `/api/company/${emitentId}/get-emitent-list-of-indexes/`,
    );
    expect(response.status()).toBe(200);
    return (await response.json()) as { items: { indexName: string }[] };
  }
}
