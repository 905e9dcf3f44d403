import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bondsight/contracts/languages';
import { LanguageFlag } from './language-flag';

afterEach(cleanup);

describe('language flag', () => {
  it.each(LANGUAGES)(
    'draws a flag for the %s interface language, named by its label',
    (language) => {
      render(<LanguageFlag language={language} label={`Comment in ${language}`} testId="flag" />);
      const flag = screen.getByRole('img', { name: `Comment in ${language}` });
      expect(flag.tagName.toLowerCase()).toBe('svg');
      expect(flag.querySelectorAll('rect, path, polygon, circle').length).toBeGreaterThan(1);
    },
  );

  it('shows the code of a language it has no flag for', () => {
    render(<LanguageFlag language="kaz" label="Comment in Kazakh" testId="flag" />);
    expect(screen.getByTestId('flag').textContent).toBe('KAZ');
    expect(screen.getByTestId('flag').getAttribute('aria-label')).toBe('Comment in Kazakh');
  });
});
