import type { I18nProvider } from 'react-admin';
import { definedModulesStore } from './definedModulesStore';

const fill = (text: string, options?: Record<string, unknown>) =>
  options ? text.replace(/%\{(\w+)\}/g, (all, name: string) => String(options[name] ?? all)) : text;

/**
 * The dictionaries with the words of the modules defined in the browser (issue 24): their
 * `resources.<name>.…` keys are read from the definitions' own labels (English falling back to
 * Marathi), every other key from the dictionaries.
 */
export function withDefinedWords(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key, options) => {
      const word = definedModulesStore.word(key, provider.getLocale());
      return word === undefined ? provider.translate(key, options) : fill(word, options);
    },
  };
}
