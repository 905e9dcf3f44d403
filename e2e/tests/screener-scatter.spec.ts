import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { HomeList } from '../page-objects/home-list';
import { ScreenScatterMap } from '../page-objects/screen-scatter';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * Issue 33 item 5: the screen seen as a yield/duration map. A screen built in the form, the map
 * opened beside the count: as many points drawn as the API gives for that screen, following
 * the screen as it changes; a click on a point opens that bond's page. Level 1077 sees the
 * same map as a visitor (the access table gives every tier the list's values).
 */
const SCREEN = 'yieldMin=5&durationMax=4';

test('a screen’s map draws the API’s points and a click opens the bond', async ({ page }) => {
  const list = new HomeList(page);
  const map = new ScreenScatterMap(page);
  await list.open();
  await list.field('yieldMin').fill('5');
  await list.field('durationMax').fill('4');
  await expect(page).toHaveURL(/yieldMin=5/);
  await expect(page).toHaveURL(/durationMax=4/);

  const answer = await map.answer(SCREEN);
  expect(answer.total).toBeGreaterThan(3);
  await map.toggle().click();
  await expect(map.toggle()).toHaveAttribute('aria-checked', 'true');
  await expect(map.panel()).toHaveAttribute('data-total', String(answer.total));
  await expect(map.panel()).toHaveAttribute('data-points', String(answer.points.length));
  await expect(map.count()).toContainText(String(answer.total));
  await expect(map.chart()).toBeVisible();
  // Every point of the answer is drawn, and nothing else.
  await expect
    .poll(async () => Object.keys(await map.positions()).sort())
    .toEqual(answer.points.map((p) => String(p.id)).sort());

  // Coloured by issuer kind instead: the same points.
  await map.colouring('kind').click();
  await expect
    .poll(async () => Object.keys(await map.positions()).length)
    .toBe(answer.points.length);

  // The map follows the screen: a tighter one gives the API's fewer points.
  await list.field('durationMax').fill('2');
  const tighter = await map.answer('yieldMin=5&durationMax=2');
  expect(tighter.total).toBeLessThan(answer.total);
  await expect(map.panel()).toHaveAttribute('data-total', String(tighter.total));
  await expect
    .poll(async () => Object.keys(await map.positions()).length)
    .toBe(tighter.points.length);

  const point = await map.loneliestPoint();
  await map.clickPoint(point.at);
  await expect(page).toHaveURL(new RegExp(`/bonds/${point.id}/`));
  const name = tighter.points.find((p) => String(p.id) === point.id)!.name;
  await expect(page.getByTestId('bond-name')).toHaveText(name);
});

test('level 1077 sees the same map as a visitor', async ({ page }) => {
  const map = new ScreenScatterMap(page);
  const visitorAnswer = await map.answer(SCREEN);
  await new AuthPages(page).signIn('admin@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toBeVisible();
  expect(await map.answer(SCREEN)).toEqual(visitorAnswer);
  await page.goto(`/?lang=eng&${SCREEN}`);
  if ((await map.toggle().getAttribute('aria-checked')) !== 'true') await map.toggle().click();
  await expect(map.panel()).toHaveAttribute('data-total', String(visitorAnswer.total));
  await expect
    .poll(async () => Object.keys(await map.positions()).length)
    .toBe(visitorAnswer.points.length);
});
