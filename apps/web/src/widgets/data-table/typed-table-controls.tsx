import { useEffect, useRef, type ReactNode } from 'react';
import { RevealLinks } from './reveal-links';
import type { RowView } from './typed-table-rows';

interface RowControlsProps<Row> {
  view: RowView<Row>;
  rowNumbers: boolean;
  checked: ReadonlySet<string> | undefined;
  onCheck: ((keys: string[], checked: boolean) => void) | undefined;
  /** The row's checkbox name (its first column's text). */
  label: string;
  reveal: {
    showHidden: boolean;
    revealed: ReadonlySet<string>;
    onReveal: (keys: string[], on: boolean) => void;
  };
  children: ReactNode;
}

/** The fixed first cell of a row: its checkbox, its number, the first column, reveal links. */
export function TypedTableRowControls<Row>(props: RowControlsProps<Row>) {
  const { view, reveal } = props;
  return (
    <>
      {props.onCheck && (
        <input
          type="checkbox"
          className="second-check"
          aria-label={props.label}
          data-testid="typed-table-check"
          checked={props.checked?.has(view.key) ?? false}
          onChange={(event) => props.onCheck?.([view.key], event.target.checked)}
        />
      )}
      {props.rowNumbers && (
        <span className="second-number" data-testid="typed-table-number">
          {view.number}.
        </span>
      )}
      <span className="second-name">{props.children}</span>
      {!reveal.showHidden && (
        <RevealLinks
          rows={view.run}
          index={view.runIndex}
          isShown={(i) => reveal.revealed.has(view.runKeys[i] ?? '')}
          onReveal={(indices, on) =>
            reveal.onReveal(
              indices.map((i) => view.runKeys[i] ?? ''),
              on,
            )
          }
        />
      )}
    </>
  );
}

/** The header's box: checks (or clears) every row on the page; partly checked shows a dash. */
export function CheckAll({
  keys,
  checked,
  onCheck,
  label,
}: {
  keys: string[];
  checked: ReadonlySet<string>;
  onCheck: (keys: string[], checked: boolean) => void;
  label: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  const count = keys.filter((key) => checked.has(key)).length;
  const all = keys.length > 0 && count === keys.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="second-check"
      aria-label={label}
      title={label}
      data-testid="typed-table-check-all"
      checked={all}
      disabled={keys.length === 0}
      onChange={() => onCheck(keys, !all)}
    />
  );
}
