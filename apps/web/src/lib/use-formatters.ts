import { useCallback, useMemo } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@bondsight/contracts/languages';
import { createFormatters, yieldTypeLabelKey } from './format';

/** The interface language of i18next's `language` (outside React: a route's loader). */
export const interfaceLanguage = (language: string = i18next.language) =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

export function useLanguage() {
  const { i18n } = useTranslation();
  return interfaceLanguage(i18n.language);
}

/** The one formatter (./format) in the interface language. */
export function useFormatters() {
  const language = useLanguage();
  return useMemo(() => createFormatters(language), [language]);
}

/** indicative_yield_type in the interface language: Maturity, Put/Call or Current; '' unknown. */
export function useYieldTypeText() {
  const { t } = useTranslation('bond');
  return useCallback(
    (type: string | null | undefined) => {
      const key = yieldTypeLabelKey(type);
      return key ? t(key) : '';
    },
    [t],
  );
}
