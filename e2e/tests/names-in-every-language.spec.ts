import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

/**
 * Every entity is named in each interface language (apps/server/src/data/names): a page in
 * German or Ukrainian shows the issuer's German or Ukrainian name, not the English one.
 */
test.describe('names in every interface language', () => {
  test('names a bond and its issuer in German, Ukrainian and Turkish', async ({ page }) => {
    const bond = new BondPage(page);
    const id = await bond.idOf('SU26230RMFS1');
    await bond.open(id, 'deu');
    await expect(bond.issuerLink()).toHaveText('Russisches Finanzministerium');

    await bond.shell.switchLanguage('ukr');
    await expect(bond.name()).toHaveText('ОФЗ 26230');
    await expect(bond.issuerLink()).toHaveText('Мінфін Росії');

    await bond.shell.switchLanguage('tur');
    await expect(bond.issuerLink()).toHaveText('Rusya Maliye Bakanlığı');
  });

  test('keeps a bank brand and translates the word "bank"', async ({ page }) => {
    // The first bond of a Russian bank named "Bank <brand>" (the list is paged by 100).
    let bank: { id: number; emitentName: string } | undefined;
    for (let offset = 0; !bank && offset < 3000; offset += 100) {
      const answer = await page.request.get(`/api/bonds/?limit=100&offset=${offset}&lang=eng`);
      const { items } = (await answer.json()) as { items: { id: number; emitentName: string }[] };
      if (items.length === 0) break;
      bank = items.find((b) => /^Bank \p{L}+$/u.test(b.emitentName));
    }
    expect(bank, 'a bank issuer named "Bank <brand>"').toBeDefined();
    const brand = bank!.emitentName.replace(/^Bank /, '');
    const bond = new BondPage(page);
    await bond.open(bank!.id, 'esp');
    await expect(bond.issuerLink()).toHaveText(`Banco ${brand}`);
    await bond.shell.switchLanguage('ita');
    await expect(bond.issuerLink()).toHaveText(`Banca ${brand}`);
  });
});
