import { useMemo, useState } from 'react';
import type { ReportTable } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { SecondTable } from '../../../widgets/data-table/second-table';
import { logTableExpand } from '../api/log-table-expand';
import {
  decimalsFor,
  namesWithUnits,
  RATIO_DECIMALS,
  withRatioRowsFormatted,
} from '../statement-values';
import { GateMessage } from './gate-message';
import { MaskedStatementCell } from './masked-statement-cell';

interface StatementTableProps {
  table: ReportTable;
  testId: string;
  /** On the bond page the expand is logged against the bond (its contactActionLog). */
  bondId?: number;
  /** Rows shown collapsed when the table has no more than its preview (the bond page's
   * compact indicators); by default a table without more rows shows them all. */
  limit?: number;
}

/**
 * One statement table on the shared second table: its preview rows, then show more. Expanding
 * logs the table's action id (spec section 7); when rows past the preview were masked for
 * this user, expanding also shows the load-more error (need_auth / need_get_access) under the
 * asterisks. Numbers go through the shared formatter: amounts whole, ratios 2 decimals.
 */
export function StatementTable({ table, testId, bondId, limit }: StatementTableProps) {
  const format = useFormatters();
  const [gateShown, setGateShown] = useState(false);
  const rows = useMemo(
    () => withRatioRowsFormatted(table, (value) => format.number(value, RATIO_DECIMALS)),
    [table, format],
  );
  const names = useMemo(() => namesWithUnits(table), [table]);
  const onExpand = () => {
    logTableExpand(table.action_id, bondId);
    if (table.gate) setGateShown(true);
  };
  return (
    <div className="statement-table" data-testid={testId} data-code={table.code}>
      <SecondTable
        testId={`${testId}-table`}
        title={table.title}
        dimension={table.dimension}
        head={table.scroll_head}
        firstColumn={names}
        rows={rows}
        subRows={table.sub_rows}
        limit={table.showMore ? table.preview_rows : limit}
        onExpand={onExpand}
        gateMessage={gateShown && table.gate ? <GateMessage gate={table.gate} /> : undefined}
        renderMasked={() => <MaskedStatementCell />}
        formatValue={(value) => format.number(value, decimalsFor(value, false))}
      />
    </div>
  );
}
