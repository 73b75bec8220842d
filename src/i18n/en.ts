import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { appEn } from './en/app';
import { pickerEn } from './en/picker';

/** English: second language, for maintainers. */
export const en: TranslationMessages = {
  ...englishMessages,
  app: { ...appEn, ...pickerEn },
};
