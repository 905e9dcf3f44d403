import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GatedDownload } from './gated-download';

afterEach(cleanup);

describe('gated download', () => {
  it('is a download link for who may have the file', () => {
    render(<GatedDownload decision="allowed" href="/x.xlsx" label="Export" testId="d" />);
    expect(screen.getByTestId('d').getAttribute('href')).toBe('/x.xlsx');
  });

  it('is a disabled button saying why when there is no file to have, never a link', () => {
    render(
      <GatedDownload
        decision="allowed"
        href="/x.xlsx"
        label="Export"
        unavailable="No data for the period"
        testId="d"
      />,
    );
    const button = screen.getByTestId('d-unavailable') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('No data for the period');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('answers others with the access notice', () => {
    render(<GatedDownload decision="need_auth" href="/x.xlsx" label="Export" testId="d" />);
    fireEvent.click(screen.getByTestId('d-locked'));
    expect(screen.getByTestId('d-refused')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
