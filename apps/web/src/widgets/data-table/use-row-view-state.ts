import { useState } from 'react';

/** Adds or removes keys of a set held in state (a new set each time, so React re-renders). */
function useToggleSet<K>() {
  const [set, setSet] = useState<ReadonlySet<K>>(() => new Set());
  const toggle = (keys: K[], on: boolean) =>
    setSet((old) => {
      const next = new Set(old);
      keys.forEach((key) => (on ? next.add(key) : next.delete(key)));
      return next;
    });
  return [set, toggle] as const;
}

/** The second table's view state: expanded, hidden rows shown, groups, sub rows, reveals. */
export function useRowViewState() {
  const [expanded, setExpanded] = useState(false);
  const [showHidden, setShowHidden] = useState(false);
  const [collapsedGroups, toggleGroup] = useToggleSet<string>();
  const [openSubRows, toggleSubRows] = useToggleSet<string>();
  const [revealed, toggleRevealed] = useToggleSet<number>();
  return {
    expanded,
    setExpanded,
    showHidden,
    setShowHidden,
    collapsedGroups,
    toggleGroup,
    openSubRows,
    toggleSubRows,
    revealed,
    toggleRevealed,
  };
}
