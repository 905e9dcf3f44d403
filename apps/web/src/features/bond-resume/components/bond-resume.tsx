import { useTranslation } from 'react-i18next';
import { Hint } from '../../../widgets/hint/hint';
import { useBondResume } from '../api/get-resume';

/**
 * The resume block: what the bond is, in plain words of the interface language, as the
 * server wrote it from stored terms, ratings and trading grounds. Near the top of the page,
 * so it loads at once; it renders nothing until its text is there (the summary above does not
 * wait for it) and nothing if the call fails. The page wraps it in <section id="block-resume">.
 */
export function BondResume({ bondId }: { bondId: number }) {
  const { t } = useTranslation('resume');
  const query = useBondResume(bondId);
  const paragraphs = query.data?.paragraphs;
  if (!paragraphs || paragraphs.length === 0) return null;
  return (
    <div className="card bond-resume" data-testid="block-resume">
      <div className="card-header">
        <h2 id="resume-title">{t('resume:block_title')}</h2>
      </div>
      <Hint>{t('resume:hint')}</Hint>
      {paragraphs.map((text, i) => (
        <p key={i} className="resume-paragraph" data-testid="resume-paragraph">
          {text}
        </p>
      ))}
    </div>
  );
}
