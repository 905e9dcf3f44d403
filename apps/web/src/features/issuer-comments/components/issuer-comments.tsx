import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useIssuerComments } from '../api/get-issuer-comments';
import { CommentItem } from './comment-item';
import './issuer-comments.css';

/** Comments shown before the all-comments link: the block stays short beside the statements. */
export const FIRST_COMMENTS = 3;

/**
 * The analytics block: analysts' comments about the bond's issuer (spec, bond page: titled
 * differently on a sovereign country page), newest first, each with its file or the access
 * alert the server decided; the latest FIRST_COMMENTS first, the rest behind the spec's
 * all-comments link (a toggle: the list holds every comment the server sends). Loads when near
 * the viewport; hidden when the issuer has no
 * comments or the call fails (spec: failed calls are not shown). The page wraps it in
 * <section id="block-analytics">.
 */
export function IssuerComments({ emitentId }: { emitentId: number }) {
  const { t } = useTranslation(['analytics', 'common']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useIssuerComments(emitentId, seen);
  const [all, setAll] = useState(false);
  const data = query.data;
  if (query.isError || data?.items.length === 0) return null;
  const title = data?.emitent.sovereign ? 'block_title_sovereign' : 'block_title';
  return (
    <div ref={ref} className="card issuer-comments" data-testid="block-analytics">
      <div className="card-header">
        <h2
          id="analytics-title"
          data-testid="analytics-title"
          data-sovereign={data?.emitent.sovereign ?? false}
        >
          {t(`analytics:${title}`)}
        </h2>
        {data && data.total > data.items.length && (
          <span className="muted">
            {t('analytics:total', { shown: data.items.length, count: data.total })}
          </span>
        )}
      </div>
      <Hint>{t('analytics:hint')}</Hint>
      {!data && <Notice>{t('common:loading')}</Notice>}
      {data?.items.slice(0, all ? undefined : FIRST_COMMENTS).map((comment) => (
        <CommentItem key={comment.id} comment={comment} emitentId={emitentId} />
      ))}
      {data && data.items.length > FIRST_COMMENTS && (
        <button
          type="button"
          className="link-button issuer-comments-all"
          aria-expanded={all}
          data-testid="analytics-all"
          onClick={() => setAll((was) => !was)}
        >
          {all
            ? t('analytics:fewer_comments')
            : t('analytics:all_comments', { count: data.items.length })}
        </button>
      )}
      {data?.items.some((c) => c.file) && (
        <p className="provenance">{t('analytics:demo_file_note')}</p>
      )}
    </div>
  );
}
