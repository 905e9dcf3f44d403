import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExcelExportButton } from './excel-export-button';

afterEach(cleanup);

describe('ExcelExportButton', () => {
  it("exports for who may, and shows the server's refusal as its label key", async () => {
    const onExport = vi.fn().mockRejectedValue({ labelKey: 'many_points' });
    render(<ExcelExportButton decision="allowed" onExport={onExport} testId="x" label="Excel" />);
    fireEvent.click(screen.getByTestId('x'));
    expect(onExport).toHaveBeenCalledOnce();
    // No label catalogue in unit tests: a missing label renders as its key in braces.
    expect((await screen.findByTestId('x-refused')).textContent).toContain('many_points');
  });

  it('locks the button for others and answers with need_auth without calling the server', async () => {
    const onExport = vi.fn();
    render(<ExcelExportButton decision="need_auth" onExport={onExport} testId="x" label="Excel" />);
    fireEvent.click(screen.getByTestId('x-locked'));
    expect((await screen.findByTestId('x-refused')).textContent).toContain('need_auth');
    expect(onExport).not.toHaveBeenCalled();
  });
});
