import { vi } from 'vitest';

/**
 * What a data command prints (console.log and console.error lines), its progress bar on stderr
 * silenced, until `restore` puts the console back.
 */
export function captureCommandOutput() {
  const lines: string[] = [];
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((s: string) => void lines.push(s)),
    vi.spyOn(console, 'error').mockImplementation((s: string) => void lines.push(s)),
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true),
  ];
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}
