import { useId, useState, type FormEvent } from 'react';
import './page-jump.css';

interface PageJumpProps {
  /** The last page: the field takes 1 to this. */
  last: number;
  onPage: (page: number) => void;
  label: string;
  goText: string;
  /** Shown when the typed page is outside 1..last. */
  invalidText: string;
  testId?: string;
}

/**
 * A page-number field beside the pager: a far page (67 of 67, or 40) is one typed number away
 * instead of a walk through the window. Hidden when there is a single page.
 */
export function PageJump({ last, onPage, label, goText, invalidText, testId }: PageJumpProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (last <= 1) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(text);
    if (!Number.isInteger(page) || page < 1 || page > last) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText('');
    onPage(page);
  };
  return (
    <form className="page-jump" onSubmit={submit} data-testid={testId ?? 'page-jump'} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={last}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid="page-jump-input"
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="pager-step" data-testid="page-jump-go">
        {goText}
      </button>
      {invalid && (
        <span id={`${id}-error`} className="page-jump-error" role="alert">
          {invalidText}
        </span>
      )}
    </form>
  );
}
