import type { VolunteerFieldKey } from './fields';
import { VOLUNTEER_MESSAGE } from './messageKeys';

export { VOLUNTEER_MESSAGE };

export type VolunteerMessageKey = (typeof VOLUNTEER_MESSAGE)[keyof typeof VOLUNTEER_MESSAGE];

/** 'ओळ क्रमांक %{row} मध्ये: %{messages}.' */
export const ROW_WARNING_KEY = 'app.volunteer.rowWarning';

/** A validation message: its key and the field it is about (labelled `resources.swayamsevak.fields.*`). */
export interface VolunteerMessage {
  key: VolunteerMessageKey;
  field: VolunteerFieldKey;
}

/** The part of `app.volunteer` the formatters read (src/i18n/<lang>/volunteer.ts). */
export interface VolunteerTexts {
  fields: Record<VolunteerFieldKey, string>;
  validation: Record<string, string>;
  rowWarning: string;
}

const KEY_PREFIX = 'app.volunteer.validation.';

const interpolate = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** The message as text, e.g. '"मोबाईल" आवश्यक आहे'. */
export function formatVolunteerMessage(message: VolunteerMessage, texts: VolunteerTexts): string {
  const template = texts.validation[message.key.slice(KEY_PREFIX.length)] ?? message.key;
  return interpolate(template, { field: texts.fields[message.field] ?? message.field });
}

/** One row's warning: 'ओळ क्रमांक 3 मध्ये: m1, m2.' */
export function formatRowWarning(row: number, messages: readonly string[], texts: VolunteerTexts) {
  return interpolate(texts.rowWarning, { row, messages: messages.join(', ') });
}
