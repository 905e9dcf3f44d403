import { useTranslation } from 'react-i18next';
import type { IssuerComment } from '@bondsight/contracts';
import { INTL_LOCALE, isLanguage } from '@bondsight/contracts/languages';
import { useFormatters } from '../../../lib/use-formatters';
import { CommentFile } from './comment-file';

/**
 * The comment's language as a small flag-like tag (its code), named in full on hover. No `lang`
 * attribute: the code itself is read in the page's language (and 'rus' is no BCP 47 tag).
 */
function LanguageTag({ language }: { language: string }) {
  const { t } = useTranslation('analytics');
  const name = t(`analytics:language_${language}`, { defaultValue: language });
  return (
    <span
      className="comment-language"
      title={t('analytics:language_flag', { language: name })}
      aria-label={t('analytics:language_flag', { language: name })}
      data-testid="comment-language"
    >
      {language.toUpperCase()}
    </span>
  );
}

/** One analytics comment: title, provider, date, language, text, issuers and file. */
export function CommentItem({ comment, emitentId }: { comment: IssuerComment; emitentId: number }) {
  const { t } = useTranslation(['analytics', 'common']);
  const format = useFormatters();
  const others = comment.linked_emitents.filter((e) => e.id !== emitentId);
  return (
    <article
      className="comment"
      id={`comment-${comment.id}`}
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <header className="comment-head">
        <h3 className="comment-title">{comment.title}</h3>
        <p className="comment-meta muted">
          <span data-testid="comment-provider">{comment.provider_name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={comment.date}>{format.date(comment.date)}</time>{' '}
          <LanguageTag language={comment.language} />
        </p>
      </header>
      {/* Its text is in its own language: a BCP 47 tag (the portal's 'rus' is none) for readers. */}
      <p
        className="comment-text"
        lang={isLanguage(comment.language) ? INTL_LOCALE[comment.language] : undefined}
        data-testid="comment-text"
      >
        {comment.content}
      </p>
      {comment.content_teaser && (
        <p className="comment-more">
          <a href="/sign-in/" data-testid="comment-sign-in">
            {t('analytics:read_more_sign_in')}
          </a>
        </p>
      )}
      {others.length > 0 && (
        <p className="comment-issuers muted">
          {t('analytics:about')}:{' '}
          {others.map((e, i) => (
            <span key={e.id}>
              {i > 0 && ', '}
              <a href={e.cb_link}>{e.name}</a>
            </span>
          ))}
        </p>
      )}
      <CommentFile comment={comment} emitentId={emitentId} />
    </article>
  );
}
