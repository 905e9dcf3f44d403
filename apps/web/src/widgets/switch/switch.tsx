import './switch.css';

interface Props {
  checked: boolean;
  label: string;
  onChange(checked: boolean): void;
  testId?: string;
}

/** An on/off switch (role="switch"): Space or Enter toggles it like any button. */
export function Switch({ checked, label, onChange, testId }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="switch"
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-label">{label}</span>
    </button>
  );
}
