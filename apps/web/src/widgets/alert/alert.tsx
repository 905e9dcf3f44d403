import { useEffect } from 'react';
import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import './alert.css';

interface Props {
  /** The text to show; null shows nothing. */
  message: string | null;
  /** Kept until closed instead of fading after the duration. */
  persistent?: boolean;
  /** Spec: an alert shows for 3 s. */
  durationMs?: number;
  closeLabel: string;
  onDismiss(): void;
}

/** The shell's alert message: shown for 3 seconds, or kept when flagged persistent. */
export function Alert({
  message,
  persistent = false,
  durationMs = SHELL_LIMITS.alertMs,
  closeLabel,
  onDismiss,
}: Props) {
  useEffect(() => {
    if (message === null || persistent) return;
    const timer = window.setTimeout(onDismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, persistent, durationMs, onDismiss]);

  if (message === null) return null;
  return (
    <div className="shell-alert" role="alert" data-testid="shell-alert">
      <span className="shell-alert-text">{message}</span>
      <button
        type="button"
        className="shell-alert-close"
        onClick={onDismiss}
        aria-label={closeLabel}
      >
        ×
      </button>
    </div>
  );
}
