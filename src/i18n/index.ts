import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mr } from './mr';
import { en } from './en';

export const LOCALES = [
  { locale: 'mr', name: 'मराठी' },
  { locale: 'en', name: 'English' },
];

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? en : mr),
  'mr',
  LOCALES,
  {
    allowMissing: false,
  },
);

export { mr, en };
