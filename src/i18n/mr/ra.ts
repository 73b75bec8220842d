import type { TranslationMessages } from 'react-admin';

// Filled by the translation pass: the whole ra.* tree in Marathi.
export const raMr = { ra: {} } as unknown as TranslationMessages;
