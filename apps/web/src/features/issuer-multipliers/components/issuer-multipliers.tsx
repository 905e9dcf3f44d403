import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiplierPeriod } from '@bondsight/contracts';
import { Hint } from '../../../widgets/hint/hint';
import { ShowMoreList } from '../../../widgets/show-more/show-more-list';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useIssuerMultipliers } from '../api/get-multipliers';
import { useLanguage } from '../../../lib/use-formatters';
import { availablePeriods, methodologyHref, shownPeriod } from './multiplier-periods';
import { MultiplierTable } from './multiplier-table';
import './issuer-multipliers.css';

/** Spec: the first group is shown, the rest behind Show more / Hide. */
const GROUPS_SHOWN = 1;

/**
 * The multipliers block (spec, issuer blocks, sections 2 and 4): hidden until a period has
 * data; the Quarterly (1) and Annual (2) tabs only when both have; the first period with data
 * by default. The page wraps it in <section id="blockMultipliers" data-menu>, and the block
 * menu finds it as it renders (the spec's 0.5 s and 2 s registration calls are the menu's
 * watching of the page).
 */
export function IssuerMultipliers({ emitentId }: { emitentId: number }) {
  const { t } = useTranslation(['issuer_multipliers', 'issuer_reports']);
  const language = useLanguage();
  const query = useIssuerMultipliers(emitentId);
  const [chosen, setChosen] = useState<MultiplierPeriod | null>(null);
  const data = query.data;
  // Spec: failed calls are not shown; no data, no block (and no menu entry).
  if (!data) return null;
  const periods = availablePeriods(data);
  const period = shownPeriod(periods, chosen);
  if (period === null) return null;
  const groups = data[period].filter((group) => group.body.length > 0);
  const methodology = methodologyHref(data, language);
  return (
    <div className="card issuer-multipliers" data-testid="issuer-multipliers">
      <div className="card-header">
        <h2 id="multipliers-title">{t('block_title')}</h2>
      </div>
      <Hint>{t('hint')}</Hint>
      {periods.length > 1 && (
        <TabBar
          tabs={[
            { id: 1, ttl: t('tab_quarterly') },
            { id: 2, ttl: t('tab_annual') },
          ]}
          active={period}
          onSelect={(id) => setChosen(id as MultiplierPeriod)}
          testId="multipliers-tabs"
          label={t('tabs_label')}
        />
      )}
      {/* Keyed: another period starts with its groups folded again. */}
      <ShowMoreList
        key={period}
        items={groups}
        limit={GROUPS_SHOWN}
        render={(group) => <MultiplierTable group={group} />}
        testId="multiplier-groups"
      />
      {methodology && (
        <p className="report-links">
          <a
            href={methodology}
            target="_blank"
            rel="noreferrer"
            data-testid="multipliers-methodology-link"
          >
            {t('issuer_reports:methodology_link')}
          </a>
        </p>
      )}
    </div>
  );
}
