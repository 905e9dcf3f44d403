import type { DrawingTool, DrawingToolId } from './drawing-tools';

interface Props {
  tools: readonly DrawingTool[];
  active: DrawingToolId | null;
  drawings: number;
  disabled?: boolean;
  /** Label texts, already translated, by label key. */
  text(key: string): string;
  onPick(tool: DrawingToolId): void;
  onRemoveAll(): void;
}

/** The drawing tools: a toggle button per tool (the active one pressed) and a clear button. */
export function DrawingToolbar({
  tools,
  active,
  drawings,
  disabled = false,
  text,
  onPick,
  onRemoveAll,
}: Props) {
  return (
    <div
      className="stock-chart-toolbar"
      role="toolbar"
      aria-label={text('toolbar_label')}
      data-testid="stock-chart-toolbar"
    >
      {tools.map((tool) => (
        <button
          key={tool.id}
          type="button"
          className="stock-chart-tool"
          aria-pressed={active === tool.id}
          disabled={disabled}
          onClick={() => onPick(tool.id)}
          data-testid={`stock-chart-tool-${tool.id}`}
        >
          {text(tool.labelKey)}
        </button>
      ))}
      <button
        type="button"
        className="stock-chart-tool stock-chart-remove"
        disabled={disabled || drawings === 0}
        onClick={onRemoveAll}
        data-testid="stock-chart-remove-all"
      >
        {text('remove_all')}
      </button>
    </div>
  );
}
