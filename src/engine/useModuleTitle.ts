import { useTranslate } from 'react-admin';
import { moduleNameKey, presetLabelKey, type ModuleDeclaration } from '../domain/engine';
import { usePreset } from './usePreset';

/** The module's title with the preset its route opened (e.g. "उत्सव वृत्त – गुरुपूजन", a value of
 * the form's period axis). */
export function useModuleTitle(d: ModuleDeclaration) {
  const translate = useTranslate();
  const preset = usePreset(d);
  const parts = [
    translate(moduleNameKey(d.name)),
    Object.keys(preset).length > 0 && translate(presetLabelKey(preset)),
  ];
  return { preset, title: parts.filter(Boolean).join(' – ') };
}
