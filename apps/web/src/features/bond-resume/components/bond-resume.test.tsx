import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { BondResume } from './bond-resume';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('resume block', () => {
  it('shows the paragraphs the server wrote', async () => {
    stubApi(() => ({
      body: {
        bondId: 9,
        language: 'eng',
        paragraphs: ['One.', 'Two.'],
        facts: {},
        asOf: '2026-11-24',
      },
    }));
    await renderShell(<BondResume bondId={9} />);
    const paragraphs = await screen.findAllByTestId('resume-paragraph');
    expect(paragraphs.map((p) => p.textContent)).toEqual(['One.', 'Two.']);
  });
});

describe('resume block without text', () => {
  it('renders nothing when the call fails', async () => {
    stubApi(() => ({ status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }));
    const { container, queryClient } = await renderShell(<BondResume bondId={9} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });
});
