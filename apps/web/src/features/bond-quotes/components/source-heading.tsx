import type { MouseEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { QuoteSource } from '@bondsight/contracts';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { SERVICE_ROUTES, specialPageOf } from '../special-links';

/** The source's name: its special page, its own site (a new tab), or plain text. */
function SourceName({ source }: { source: QuoteSource }) {
  const page = specialPageOf(source.trading_ground_id);
  if (page)
    return (
      <Link to={SERVICE_ROUTES[page]} data-testid="quotes-special-link" data-page={page}>
        {source.name}
      </Link>
    );
  if (source.url)
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer" data-testid="quotes-site-link">
        {source.name}
      </a>
    );
  return <>{source.name}</>;
}

/**
 * A source's heading: its name and latest date, the archive of a ground's ticks on this page,
 * and the responsible person's chat, which the spec offers in the Russian interface only.
 */
export function SourceHeading({
  source,
  archive,
}: {
  source: QuoteSource;
  archive: string | null;
}) {
  const { t } = useTranslation('quotes');
  const format = useFormatters();
  const language = useLanguage();
  const router = useRouter();
  // The archive is this page's chart in its table view: go there without reloading the page.
  const openArchive = (event: MouseEvent, url: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(url);
    document.getElementById('chart')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="quotes-source-heading">
      <h3 data-testid="quotes-source-name">
        <SourceName source={source} />
      </h3>
      <span className="muted">{t('latest_on', { date: format.date(source.latest_date) })}</span>
      {archive && (
        <a
          href={archive}
          onClick={(e) => openArchive(e, archive)}
          data-testid="quotes-archive-link"
        >
          {t('archive_link')}
        </a>
      )}
      {language === 'rus' && source.chat_url && (
        <a
          href={source.chat_url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="quotes-chat-link"
        >
          {t('chat_link')}
        </a>
      )}
    </div>
  );
}
