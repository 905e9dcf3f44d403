import type { Locator } from '@playwright/test';

/** The shared page-window pager (widgets/pager) inside a block. */
export class PagerObject {
  constructor(readonly block: Locator) {}

  readonly root = () => this.block.getByTestId('pager');
  readonly pages = () => this.root().getByTestId('pager-page');
  readonly page = (n: number) => this.pages().filter({ hasText: new RegExp(`^${n}$`) });
  readonly current = () => this.root().locator('[aria-current="page"]');
  readonly gaps = () => this.root().locator('.pager-gap');
}
