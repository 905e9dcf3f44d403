import { useTranslation } from 'react-i18next';
import type { ChartTick } from '@bondsight/contracts';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { asOfDayOf } from '../../../widgets/freshness/as-of-day';
import { StaleMark } from '../../../widgets/freshness/stale-mark';
import { latestOfLines } from '../chart-lines';

/**
 * Under the chart's controls: each drawn line whose latest value is older than the freshness
 * limit, with its date and the quotes block's stale mark (the server counts the days against
 * the data's as-of date). Nothing while every line is fresh.
 */
export function LineFreshness({
  ticks,
  names,
}: {
  ticks: readonly ChartTick[];
  /** The drawn lines: their keys (ids) and names. */
  names: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('bond_freshness');
  const format = useFormatters();
  const stale = latestOfLines(ticks).filter((line) => line.stale);
  const nameOf = new Map(names.map((line) => [line.id, line.name]));
  const shown = stale.filter((line) => nameOf.has(line.key));
  if (shown.length === 0) return null;
  return (
    <ul className="line-freshness" data-testid="chart-freshness">
      {shown.map((line) => (
        <li key={line.key} data-line={line.key} data-stale="true">
          {t('bond_freshness:as_of', {
            ground: nameOf.get(line.key),
            date: format.date(line.date),
          })}
          <StaleMark
            ageDays={line.ageDays}
            stale
            limitDays={STALE_AFTER_DAYS}
            asOf={format.date(asOfDayOf(line.date, line.ageDays))}
          />
        </li>
      ))}
    </ul>
  );
}
