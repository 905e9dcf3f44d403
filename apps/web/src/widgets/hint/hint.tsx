import { createContext, useContext, type ReactNode } from 'react';
import './hint.css';

/** Whether hints are on; the shell provides it from the user's (or visitor's) setting. */
export const HintsContext = createContext(true);

/** A short explanation shown only while hints are on. */
export function Hint({ children }: { children: ReactNode }) {
  const enabled = useContext(HintsContext);
  if (!enabled) return null;
  return (
    <p className="hint-text" data-testid="hint">
      <span className="hint-mark" aria-hidden="true">
        i
      </span>
      {children}
    </p>
  );
}
