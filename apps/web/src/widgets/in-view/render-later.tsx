import { useContext, useDeferredValue, type ReactNode } from 'react';
import { ForceInViewContext } from './use-in-view';
import './render-later.css';

const PLACEHOLDER = <div className="render-later-placeholder" aria-hidden="true" />;

/**
 * Draws `children` in a second, interruptible render after the first one has painted: a page's
 * top (its title and summary) is on screen before the blocks below are built, and building
 * them yields to the browser every few milliseconds instead of blocking it (issue 19: no long
 * tasks). `fallback` stands in meanwhile: by default an empty screen's height, so nothing
 * below moves in view when they come. Where every block must be drawn at once (print mode),
 * the children come at once.
 */
export function RenderLater({
  children,
  fallback = PLACEHOLDER,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const forced = useContext(ForceInViewContext);
  const ready = useDeferredValue(true, forced);
  return ready ? children : fallback;
}
