import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchableReportTable } from '@bondsight/contracts';
import { Switch } from '../../../widgets/switch/switch';
import { StatementTable } from './statement-table';

/** The variant a table opens in (spec section 4): the closed (detailed) data when it exists. */
export function opensClosed(table: SwitchableReportTable): boolean {
  return table.closed_data !== null && table.closed_by_default;
}

/**
 * A statement table with its closed (detailed) variant: shown by default when it exists (the
 * server marks which: MSFO's twelve data-set types, RSBU tables with closed lines), with a
 * switch between closed and open. Each variant keeps its own expand state.
 */
export function SwitchableTable({
  table,
  testId,
}: {
  table: SwitchableReportTable;
  testId: string;
}) {
  const { t } = useTranslation('issuer_reports');
  const [closed, setClosed] = useState(() => opensClosed(table));
  const shown = closed && table.closed_data ? table.closed_data : table;
  return (
    <div className="switchable-table" data-testid={testId} data-view={closed ? 'closed' : 'open'}>
      {table.closed_data && (
        <div className="statement-switch">
          <Switch
            checked={closed}
            label={t('detailed_view')}
            onChange={setClosed}
            testId={`${testId}-switch`}
          />
        </div>
      )}
      <StatementTable
        key={closed ? 'closed' : 'open'}
        table={shown}
        testId={`${testId}-${closed ? 'closed' : 'open'}`}
      />
    </div>
  );
}
