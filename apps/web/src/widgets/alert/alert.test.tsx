import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('alert', () => {
  it('shows its text for 3 seconds, then asks to be dismissed', () => {
    const onDismiss = vi.fn();
    render(<Alert message="Sign-in failed" closeLabel="Dismiss" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert').textContent).toContain('Sign-in failed');
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('stays when flagged persistent, until closed', () => {
    const onDismiss = vi.fn();
    render(<Alert message="Read me" persistent closeLabel="Dismiss" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows nothing without a message', () => {
    render(<Alert message={null} closeLabel="Dismiss" onDismiss={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
