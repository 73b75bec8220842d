import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mr } from './mr';

export const LOCALES = [
  { locale: 'mr', name: 'मराठी' },
  { locale: 'en', name: 'English' },
];

// Marathi is everyone's first language and comes with the first script; English loads when chosen
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((m) => m.en) : mr),
  'mr',
  LOCALES,
  {
    allowMissing: false,
  },
);

export { mr };
