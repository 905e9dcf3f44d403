import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledPicker } from './test-harness';

afterEach(cleanup);

const input = () => screen.getByRole<HTMLInputElement>('combobox');
/** Typing: input events only, which must not parse anything yet. */
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('typed input', () => {
  it('parses on Enter and emits a string for a string value', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-03-01" onValue={onValue} />);
    type('2026-03-15');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onValue).toHaveBeenCalledExactlyOnceWith('2026-03-15');
    expect(input().value).toBe('2026-03-15');
  });

  it('parses on Tab (blur) and answers a Date with a Date', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={new Date(2026, 2, 1)} format="DD.MM.YYYY" onValue={onValue} />);
    expect(input().value).toBe('01.03.2026');
    type('15.03.2026');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenCalledOnce();
    expect(onValue.mock.calls[0]![0]).toEqual(new Date(2026, 2, 15));
  });

  it('parses on the change event and answers a timestamp with a timestamp', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={new Date(2026, 2, 1).getTime()} onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '2026-03-15' } });
    expect(onValue).toHaveBeenCalledExactlyOnceWith(new Date(2026, 2, 15).getTime());
  });

  it('emits the kind asked for by valueFormat, whatever the current value', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={null} valueFormat="timestamp" onValue={onValue} />);
    type('2026-03-15');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onValue).toHaveBeenCalledWith(new Date(2026, 2, 15).getTime());
  });

  it('reports invalid text once, keeps the value and marks the input invalid', () => {
    const onValue = vi.fn();
    const onInputError = vi.fn();
    render(<ControlledPicker value="2026-03-01" onValue={onValue} onInputError={onInputError} />);
    type('2026-02-30');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: '2026-02-30' } });
    fireEvent.blur(input());
    expect(onInputError).toHaveBeenCalledExactlyOnceWith('2026-02-30');
    expect(onValue).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('2026-03-02');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenCalledWith('2026-03-02');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('reports a disabled date as an input error', () => {
    const onValue = vi.fn();
    const onInputError = vi.fn();
    render(
      <ControlledPicker
        value={null}
        notAfter="2026-03-10"
        onValue={onValue}
        onInputError={onInputError}
      />,
    );
    type('2026-03-11');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onInputError).toHaveBeenCalledWith('2026-03-11');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('clears the value on empty input', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-03-01" onValue={onValue} />);
    type('');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onValue).toHaveBeenCalledExactlyOnceWith(null);
    expect(input().value).toBe('');
  });

  it('refuses empty input when not clearable', () => {
    const onValue = vi.fn();
    const onInputError = vi.fn();
    render(
      <ControlledPicker
        value="2026-03-01"
        clearable={false}
        onValue={onValue}
        onInputError={onInputError}
      />,
    );
    type('');
    fireEvent.blur(input());
    expect(onInputError).toHaveBeenCalledWith('');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('takes a typed range and refuses one that ends before it starts', () => {
    const onValue = vi.fn();
    const onInputError = vi.fn();
    render(
      <ControlledPicker
        type="daterange"
        value={['2026-01-01', '2026-01-31']}
        onValue={onValue}
        onInputError={onInputError}
      />,
    );
    expect(input().value).toBe('2026-01-01 ~ 2026-01-31');
    type('2026-03-01 ~ 2026-03-31');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onValue).toHaveBeenCalledExactlyOnceWith(['2026-03-01', '2026-03-31']);
    type('2026-03-31 ~ 2026-03-01');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onInputError).toHaveBeenCalledWith('2026-03-31 ~ 2026-03-01');
    expect(onValue).toHaveBeenCalledOnce();
  });

  it('uses a custom range separator', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="daterange"
        value={null}
        valueFormat="string"
        format="DD.MM.YYYY"
        rangeSeparator="—"
        onValue={onValue}
      />,
    );
    type('01.03.2026—31.03.2026');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenCalledWith(['01.03.2026', '31.03.2026']);
    expect(input().value).toBe('01.03.2026 — 31.03.2026');
  });

  it('passes name, id, placeholder, label and disabled to the input', () => {
    render(
      <ControlledPicker
        value={null}
        name="from"
        id="export-from"
        placeholder="YYYY-MM-DD"
        ariaLabel="From"
        disabled
      />,
    );
    expect(input().getAttribute('name')).toBe('from');
    expect(input().getAttribute('id')).toBe('export-from');
    expect(input().getAttribute('placeholder')).toBe('YYYY-MM-DD');
    expect(screen.getByRole('combobox', { name: 'From' })).toBe(input());
    expect(input().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
