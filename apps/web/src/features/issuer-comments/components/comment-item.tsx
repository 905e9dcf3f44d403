import { useTranslation } from 'react-i18next';
import type { IssuerComment } from '@bondsight/contracts';
import { INTL_LOCALE, isLanguage } from '@bondsight/contracts/languages';
import { useFormatters } from '../../../lib/use-formatters';
import { LanguageFlag } from '../../../widgets/language-flag/language-flag';
import { CommentFile } from './comment-file';

/** The comment's language as its flag (spec), named in full on hover and for screen readers. */
function LanguageTag({ language }: { language: string }) {
  const { t } = useTranslation('analytics');
  const name = t(`analytics:language_${language}`, { defaultValue: language });
  return (
    <LanguageFlag
      language={language}
      label={t('analytics:language_flag', { language: name })}
      testId="comment-language"
    />
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
          </a>{' '}
          <a href="/sign-up/" data-testid="comment-sign-up">
            {t('analytics:read_more_sign_up')}
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
