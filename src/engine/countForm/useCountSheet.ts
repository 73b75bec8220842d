import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  checkRecord,
  fieldLabelKey,
  fieldsFor,
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSheet,
  type CountSubject,
} from '../../domain/engine';
import { unusualRecord } from '../../domain/engine';
import { useScreenText } from './screenText';

type Values = Record<string, unknown>;
export type SheetState = 'idle' | 'loading' | 'saving' | 'failed' | 'stale';

/** A subject's values of the fields its card shows (a saved record may hold others). */
function ownValues(d: CountFormDeclaration, s: CountSubject, values: Values): Values {
  const fields = fieldsFor(d, s.ekak_sub_type_id ?? undefined);
  return Object.fromEntries(
    fields.filter((f) => f.name in values).map((f) => [f.name, values[f.name]]),
  );
}

/** The entry screen's state: the subjects and records of a place and period, edits, saving. */
export function useCountSheet(d: CountFormDeclaration) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const text = useScreenText(d);
  const [sheet, setSheet] = useState<CountSheet | null>(null);
  const [asked, setAsked] = useState<CountPeriodBody | null>(null);
  const [edits, setEdits] = useState<Map<number, Values>>(new Map());
  const [problems, setProblems] = useState<Map<number, string[]>>(new Map());
  const [state, setState] = useState<SheetState>('idle');
  // unusual figures found when saving: the page asks once to confirm them (issue 15)
  const [confirming, setConfirming] = useState(0);

  const load = async (body: CountPeriodBody) => {
    setState('loading');
    setAsked(body);
    try {
      setSheet(await dataProvider.getCountSheet(d.name, body));
      setEdits(new Map());
      setProblems(new Map());
      setState('idle');
    } catch {
      setSheet(null);
      setState('failed');
    }
  };

  const valuesOf = (s: CountSubject): Values => ({ ...s.values, ...edits.get(s.subject_id) });
  const change = (s: CountSubject, field: string, value: unknown) =>
    setEdits((all) => new Map(all).set(s.subject_id, { ...all.get(s.subject_id), [field]: value }));

  /** Each changed subject's problems by the same rules as the server, in the user's language. */
  const check = (changed: CountSubject[]) => {
    const found = new Map<number, string[]>();
    for (const s of changed) {
      const sub = s.ekak_sub_type_id ?? undefined;
      const { issues } = checkRecord(d, sub, ownValues(d, s, valuesOf(s)));
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

  /** The changed subjects when every one keeps its rules (else their problems are shown). */
  const checkedChanges = () => {
    const changed = sheet?.subjects.filter((s) => edits.has(s.subject_id)) ?? [];
    const found = check(changed);
    setProblems(found);
    if (found.size) {
      notify(text('invalid', {}, 'ra.message.invalid_form'), { type: 'error' });
      return null;
    }
    return changed;
  };
  const recordsOf = (changed: CountSubject[]) =>
    changed.map((s) => ({
      subject_id: s.subject_id,
      version: s.version,
      values: ownValues(d, s, valuesOf(s)),
    }));

  const save = async (confirmedUnusual = false) => {
    setConfirming(0);
    if (!sheet || !asked) return;
    if (edits.size === 0) return notify(text('error.empty'), { type: 'warning' });
    const changed = checkedChanges();
    if (!changed) return;
    const unusual = changed.reduce(
      (n, s) =>
        n +
        (s.history
          ? unusualRecord(d, s.ekak_sub_type_id ?? undefined, valuesOf(s), s.history).length
          : 0),
      0,
    );
    if (unusual > 0 && !confirmedUnusual) return setConfirming(unusual);
    setState('saving');
    const records = recordsOf(changed);
    try {
      await dataProvider.saveCountSheet(d.name, {
        ...asked,
        records,
        ...(unusual > 0 ? { confirmedUnusual: true } : {}),
      });
      notify(text('saved'), { type: 'success' });
      await load(asked);
    } catch (error) {
      const body = (error as HttpError).body;
      if (body?.code === 'STALE') return setState('stale');
      const rows = (body?.error ?? []) as {
        row?: number;
        message: string;
        key?: string;
        args?: Record<string, unknown>;
      }[];
      setProblems(new Map(rows.filter((r) => r.row).map((r) => [r.row!, [r.message]])));
      const [first] = rows;
      // a refusal of the whole save (a closed or approved period) says why, with its days
      if (first?.key && !first.row) notify(first.key, { type: 'error', messageArgs: first.args });
      else notify(text('saveFailed'), { type: 'error' });
      setState('idle');
    }
  };

  return {
    sheet,
    state,
    /** The place and period the sheet was loaded for. */
    body: asked,
    dirty: edits.size > 0,
    edited: new Set(edits.keys()) as ReadonlySet<number>,
    problems,
    confirming,
    keepChecking: () => setConfirming(0),
    valuesOf,
    change,
    load,
    save,
    reload: () => asked && load(asked),
    /** The figures typed for a request to reopen (checked by the rules), or null when wrong. */
    draft: () => {
      const changed = checkedChanges();
      return changed && recordsOf(changed);
    },
  };
}
