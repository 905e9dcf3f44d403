import { useTranslation } from 'react-i18next';
import { splitTelegramLinks } from '../linkify';

/** A participant's contact lines; the telegram links in them are links (spec: contacts ttl). */
export function ContactsList({ lines }: { lines: { ttl: string }[] }) {
  const { t } = useTranslation('quotes');
  if (lines.length === 0) return null;
  return (
    <div className="quotes-contacts" data-testid="quotes-contacts">
      <span className="muted">{t('contacts')}</span>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            {splitTelegramLinks(line.ttl).map((part, k) =>
              'href' in part ? (
                <a
                  key={k}
                  href={part.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="quotes-telegram-link"
                >
                  {part.href.replace(/^https:\/\//, '')}
                </a>
              ) : (
                <span key={k}>{part.text}</span>
              ),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
