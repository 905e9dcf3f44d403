import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@bondsight/contracts/languages';
import { createFormatters, yieldTypeLabelKey } from './format';

export function useLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
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
