/** Name of our own rectangle overlay: klinecharts 10 ships none, so the widget registers one. */
export const RECTANGLE_OVERLAY = 'bondsightRectangle';

export type DrawingToolId = 'segment' | 'horizontal' | 'ray' | 'price' | 'fibonacci' | 'rectangle';

export interface DrawingTool {
  id: DrawingToolId;
  /** The klinecharts overlay that draws it. */
  overlay: string;
  /** Its label key in the 'stock-chart' module. */
  labelKey: string;
  /** Writes price values on the chart, so it is withheld when values are hidden. */
  showsValues: boolean;
}

export const DRAWING_TOOLS: readonly DrawingTool[] = [
  { id: 'segment', overlay: 'segment', labelKey: 'tool_segment', showsValues: false },
  {
    id: 'horizontal',
    overlay: 'horizontalStraightLine',
    labelKey: 'tool_horizontal',
    showsValues: false,
  },
  { id: 'ray', overlay: 'rayLine', labelKey: 'tool_ray', showsValues: false },
  { id: 'price', overlay: 'priceLine', labelKey: 'tool_price', showsValues: true },
  { id: 'fibonacci', overlay: 'fibonacciLine', labelKey: 'tool_fibonacci', showsValues: true },
  { id: 'rectangle', overlay: RECTANGLE_OVERLAY, labelKey: 'tool_rectangle', showsValues: false },
];

/** The tools offered: those that print prices are left out when the viewer may not see values. */
export function availableTools(valuesHidden: boolean): readonly DrawingTool[] {
  return valuesHidden ? DRAWING_TOOLS.filter((tool) => !tool.showsValues) : DRAWING_TOOLS;
}

export interface DrawingState {
  /** The tool waiting for clicks on the chart, highlighted in the toolbar. */
  active: DrawingToolId | null;
  /** The overlay being placed by the active tool, not finished yet. */
  pendingId: string | null;
  /** Finished drawings still on the chart. */
  drawnIds: readonly string[];
}

export type DrawingAction =
  | { type: 'pick'; tool: DrawingToolId }
  | { type: 'started'; id: string }
  | { type: 'finished'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'cleared' };

export const INITIAL_DRAWING_STATE: DrawingState = { active: null, pendingId: null, drawnIds: [] };

/** Picking the active tool again cancels it; picking another switches to it. */
export function nextActive(state: DrawingState, tool: DrawingToolId): DrawingToolId | null {
  return state.active === tool ? null : tool;
}

/**
 * Toolbar state, kept apart from the canvas so it is testable without one. A finished drawing
 * releases the tool (one drawing per pick, as in most charting apps). Removal may come from the
 * chart itself (a right-click on a drawing) or from cancelling a half-placed one; it leaves the
 * active tool alone, since a cancel is always followed by the pick that caused it.
 */
export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  switch (action.type) {
    case 'pick':
      return { ...state, active: nextActive(state, action.tool), pendingId: null };
    case 'started':
      return { ...state, pendingId: action.id };
    case 'finished':
      return state.drawnIds.includes(action.id)
        ? state
        : { active: null, pendingId: null, drawnIds: [...state.drawnIds, action.id] };
    case 'removed':
      return {
        ...state,
        pendingId: state.pendingId === action.id ? null : state.pendingId,
        drawnIds: state.drawnIds.filter((id) => id !== action.id),
      };
    case 'cleared':
      return INITIAL_DRAWING_STATE;
  }
}
