/**
 * Where the popup goes: under its input, or above it when there is no room below and more room
 * above; shifted sideways to stay inside the viewport. Coordinates are viewport (fixed) pixels.
 */
export interface Rect {
  top: number;
  left: number;
  bottom: number;
  width: number;
}

export interface PopupPlacement {
  top: number;
  left: number;
  placement: 'below' | 'above';
}

export function placePopup(
  anchor: Rect,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 4,
): PopupPlacement {
  const roomBelow = viewport.height - anchor.bottom - gap;
  const roomAbove = anchor.top - gap;
  const above = popup.height > roomBelow && roomAbove > roomBelow;
  const top = above ? Math.max(0, anchor.top - gap - popup.height) : anchor.bottom + gap;
  const maxLeft = Math.max(0, viewport.width - popup.width);
  const left = Math.min(Math.max(0, anchor.left), maxLeft);
  return { top, left, placement: above ? 'above' : 'below' };
}
