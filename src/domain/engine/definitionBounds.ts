import { DEFINITION_BOUNDS as B } from './definitionSchema';

/** A definition past one of its bounds: the translation key (`app.moduleBuilder.bounds.*`). */
export interface BoundsIssue {
  key: string;
  args: Record<string, number>;
}

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** The longest string anywhere in the labels. */
function longestLabel(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (!value || typeof value !== 'object') return 0;
  return Math.max(0, ...Object.values(value).map(longestLabel));
}

/**
 * The first bound a definition passes (DEFINITION_BOUNDS, which the schema holds too): told in
 * the builder before it is sent, and by the server for the size the schema cannot say.
 */
export function boundsIssue(d: {
  fields?: readonly { choices?: readonly string[]; maxLength?: number }[];
  sections?: readonly string[];
  checks?: readonly unknown[];
  labels?: unknown;
}): BoundsIssue | null {
  const at = (key: string, max: number) => ({
    key: `app.moduleBuilder.bounds.${key}`,
    args: { max },
  });
  if ((d.fields?.length ?? 0) > B.fields) return at('fields', B.fields);
  if ((d.sections?.length ?? 0) > B.sections) return at('sections', B.sections);
  if ((d.checks?.length ?? 0) > B.checks) return at('checks', B.checks);
  if (d.fields?.some((f) => (f.choices?.length ?? 0) > B.choices)) return at('choices', B.choices);
  if (d.fields?.some((f) => (f.maxLength ?? 0) > B.fieldLength))
    return at('fieldLength', B.fieldLength);
  if (longestLabel(d.labels) > B.label) return at('label', B.label);
  if (bytesOf(d) > B.bytes) return at('bytes', Math.round(B.bytes / 1024));
  return null;
}
