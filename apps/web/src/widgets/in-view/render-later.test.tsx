import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderLater } from './render-later';
import { ForceInViewContext } from './use-in-view';

describe('RenderLater', () => {
  it('commits a placeholder first, then the children in a second render', () => {
    const commits: string[] = [];
    // Runs at every commit: what the page held each time it was drawn.
    const Probe = () => {
      useLayoutEffect(() => {
        commits.push(document.body.innerHTML);
      });
      return null;
    };
    render(
      <>
        <RenderLater>
          <p>the block</p>
        </RenderLater>
        <Probe />
      </>,
    );
    expect(commits[0]).toContain('render-later-placeholder');
    expect(commits[0]).not.toContain('the block');
    expect(screen.getByText('the block')).toBeTruthy();
    expect(document.querySelector('.render-later-placeholder')).toBeNull();
  });

  it('draws the children at once where every block must be drawn (print mode)', () => {
    const { container } = render(
      <ForceInViewContext.Provider value>
        <RenderLater fallback={<p>later</p>}>
          <p>the block</p>
        </RenderLater>
      </ForceInViewContext.Provider>,
    );
    expect(container.textContent).toBe('the block');
  });
});
