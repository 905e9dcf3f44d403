import type { Locator } from '@playwright/test';

/**
 * The cells of a table that stand (even partly) outside its card's content box: cut by the
 * card, or hidden in a sideways scroll. Each as "header: text" so a failure names the column.
 */
export async function cellsOutsideCard(table: Locator, card: Locator): Promise<string[]> {
  const cardHandle = await card.elementHandle();
  return table.evaluate((element, cardElement) => {
    const box = (cardElement as HTMLElement).getBoundingClientRect();
    const style = getComputedStyle(cardElement as HTMLElement);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      (th as HTMLElement).innerText.trim(),
    );
    const outside: string[] = [];
    for (const row of element.querySelectorAll('tr')) {
      [...row.children].forEach((cell, index) => {
        const rect = cell.getBoundingClientRect();
        // A cell the narrow mode hides has no box; half a pixel is rounding.
        if (rect.width === 0) return;
        if (rect.right > right + 0.5 || rect.left < left - 0.5) {
          outside.push(`${headers[index] ?? index}: ${(cell as HTMLElement).innerText.trim()}`);
        }
      });
    }
    return outside;
  }, cardHandle);
}
