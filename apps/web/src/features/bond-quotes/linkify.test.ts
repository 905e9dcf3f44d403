import { describe, expect, it } from 'vitest';
import { splitTelegramLinks } from './linkify';

describe('telegram links in a contact line', () => {
  it('splits text and links, keeping both', () => {
    expect(splitTelegramLinks('Telegram: https://t.me/desk_bonds, daily')).toEqual([
      { text: 'Telegram: ' },
      { href: 'https://t.me/desk_bonds' },
      { text: ', daily' },
    ]);
  });

  it('adds the scheme to a bare link and leaves a line without links as text', () => {
    expect(splitTelegramLinks('t.me/desk')).toEqual([{ href: 'https://t.me/desk' }]);
    expect(splitTelegramLinks('+7 495 555-10-00')).toEqual([{ text: '+7 495 555-10-00' }]);
  });
});
