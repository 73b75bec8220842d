import { useTranslate } from 'react-admin';
import {
  checkRecord,
  fieldLabelKey,
  fieldsFor,
  type CountFormDeclaration,
  type CountSubject,
} from '../../domain/engine';
import { subjectSubTypeOf } from '../../domain/subjects';

type Values = Record<string, unknown>;

/** A subject's values of the fields its card shows (a saved record may hold others). */
export function ownValues(d: CountFormDeclaration, s: CountSubject, values: Values): Values {
  const fields = fieldsFor(d, subjectSubTypeOf(s));
  return Object.fromEntries(
    fields.filter((f) => f.name in values).map((f) => [f.name, values[f.name]]),
  );
}

/** Each subject's problems by the same rules as the server, in the user's language. */
export function useCardCheck(d: CountFormDeclaration) {
  const translate = useTranslate();
  return (changed: readonly CountSubject[], valuesOf: (s: CountSubject) => Values) => {
    const found = new Map<number, string[]>();
    for (const s of changed) {
      const { issues } = checkRecord(d, subjectSubTypeOf(s), ownValues(d, s, valuesOf(s)));
      const texts = issues.map((i) =>
        translate('app.entity.fieldMessage', {
          field: translate(
            i.field === 'total' ? 'app.countForm.total' : fieldLabelKey(d.name, i.field),
          ),
          message: translate(i.key, i.args),
        }),
      );
      if (texts.length) found.set(s.subject_id, texts);
    }
    return found;
  };
}
