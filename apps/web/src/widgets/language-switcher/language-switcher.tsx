import { INTL_LOCALE, LANGUAGES, LANGUAGE_NAMES } from '@bondsight/contracts/languages';
import type { Language } from '@bondsight/contracts';

interface Props {
  value: Language;
  label: string;
  onChange(language: Language): void;
}

export function LanguageSwitcher({ value, label, onChange }: Props) {
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{label}</span>
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((lang) => (
          // lang: the BCP 47 tag (screen readers and axe know 'ru-RU', not the portal's 'rus').
          <option key={lang} value={lang} lang={INTL_LOCALE[lang]}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
