import { useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullscreenCookieName } from './fullscreen-cookie';
import { FULLSCREEN_CLASS, FullscreenToggle } from './fullscreen-toggle';

afterEach(() => {
  cleanup();
  document.cookie = `${fullscreenCookieName('msfo-balance')}=; max-age=0; path=/`;
});

function Block() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="block">
      <FullscreenToggle elementId="msfo-balance" target={ref} label="Balance sheet" />
    </div>
  );
}

describe('FullscreenToggle', () => {
  it('turns the element full screen and back, remembering it in a cookie per element id', () => {
    render(<Block />);
    const button = screen.getByTestId('fullscreen-toggle');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('title')).toBe('Balance sheet');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('block').classList.contains(FULLSCREEN_CLASS)).toBe(true);
    expect(document.cookie).toContain(`${fullscreenCookieName('msfo-balance')}=1`);

    cleanup();
    render(<Block />);
    expect(screen.getByTestId('block').classList.contains(FULLSCREEN_CLASS)).toBe(true);
    fireEvent.click(screen.getByTestId('fullscreen-toggle'));
    expect(screen.getByTestId('block').classList.contains(FULLSCREEN_CLASS)).toBe(false);
    expect(document.cookie).toContain(`${fullscreenCookieName('msfo-balance')}=0`);
  });

  it('leaves the full-window layout on Escape', () => {
    render(<Block />);
    fireEvent.click(screen.getByTestId('fullscreen-toggle'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('fullscreen-toggle').getAttribute('aria-pressed')).toBe('false');
  });
});
