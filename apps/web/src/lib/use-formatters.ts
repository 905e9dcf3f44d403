import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@bondsight/contracts/languages';
import { createFormatters } from './format';

export function useLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function useFormatters() {
  const language = useLanguage();
  return useMemo(() => createFormatters(language), [language]);
}
