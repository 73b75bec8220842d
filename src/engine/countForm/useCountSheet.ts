import { useState } from 'react';
import { useDataProvider, useNotify, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSheet,
  type CountSubject,
  type SaveConflictBody,
} from '../../domain/engine';
import { unusualRecord } from '../../domain/engine';
import { subjectSubTypeOf } from '../../domain/subjects';
import { useScreenText } from './screenText';
import { useConflicts } from './useConflicts';
import { ownValues, useCardCheck } from './cardCheck';
import { useDeviceFigures } from './useDeviceFigures';
import { useReasons } from './useReasons';
import { rememberSheet } from '../../outbox/deviceLabels';

type Values = Record<string, unknown>;
export type SheetState = 'idle' | 'loading' | 'saving' | 'failed' | 'stale';

/** The entry screen's state: the subjects and records of a place and period, edits, saving. */
export function useCountSheet(d: CountFormDeclaration) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const text = useScreenText(d);
  const check = useCardCheck(d);
  const [sheet, setSheet] = useState<CountSheet | null>(null);
  const [asked, setAsked] = useState<CountPeriodBody | null>(null);
  const [edits, setEdits] = useState<Map<number, Values>>(new Map());
  const [problems, setProblems] = useState<Map<number, string[]>>(new Map());
  const [state, setState] = useState<SheetState>('idle');
  // unusual figures found when saving: the page asks once to confirm them (issue 15)
  const [confirming, setConfirming] = useState(0);
  const { conflicts, setConflicts, keep } = useConflicts(setEdits);
  const reasons = useReasons();

  /** The sheet as stored now, the person's typing kept. */
  const refresh = async (body: CountPeriodBody) => {
    try {
      setSheet(await dataProvider.getCountSheet(d.name, body));
    } catch {
      // the sheet on screen stays; the next reload tries again
    }
  };

  const load = async (body: CountPeriodBody) => {
    setState('loading');
    setAsked(body);
    try {
      const loaded = await dataProvider.getCountSheet(d.name, body);
      rememberSheet(d.name, loaded);
      setSheet(loaded);
      setEdits(new Map());
      setProblems(new Map());
      setConflicts([]);
      reasons.clear();
      setState('idle');
    } catch {
      setSheet(null);
      setState('failed');
    }
  };

  // saved on this device, not yet sent: shown until the server has them, then the sheet reloads
  const onDevice = useDeviceFigures(d, asked, () => {
    if (asked && state === 'idle') void refresh(asked);
  });
  const valuesOf = (s: CountSubject): Values => ({
    ...s.values,
    ...onDevice.get(s.subject_id)?.values,
    ...edits.get(s.subject_id),
  });
  const change = (s: CountSubject, field: string, value: unknown) =>
    setEdits((all) => new Map(all).set(s.subject_id, { ...all.get(s.subject_id), [field]: value }));

  /** The changed subjects when every one keeps its rules (else their problems are shown). */
  const checkedChanges = () => {
    const changed = sheet?.subjects.filter((s) => edits.has(s.subject_id)) ?? [];
    const found = check(changed, valuesOf);
    setProblems(found);
    if (found.size) {
      notify(text('invalid', {}, 'ra.message.invalid_form'), { type: 'error' });
      return null;
    }
    return changed;
  };
  const recordsOf = (changed: CountSubject[]) =>
    changed.map((s) => {
      const why = reasons.reasonsOf(s.subject_id);
      return {
        subject_id: s.subject_id,
        version: s.version,
        values: ownValues(d, s, valuesOf(s)),
        ...(why ? { reasons: why } : {}),
      };
    });

  const save = async (confirmedUnusual = false) => {
    setConfirming(0);
    if (!sheet || !asked) return;
    if (edits.size === 0) return notify(text('error.empty'), { type: 'warning' });
    const changed = checkedChanges();
    if (!changed) return;
    const unusual = changed.reduce(
      (n, s) =>
        n + (s.history ? unusualRecord(d, subjectSubTypeOf(s), valuesOf(s), s.history).length : 0),
      0,
    );
    if (unusual > 0 && !confirmedUnusual) return setConfirming(unusual);
    setState('saving');
    const records = recordsOf(changed);
    try {
      const answer = await dataProvider.saveCountSheet(d.name, {
        ...asked,
        records,
        ...(unusual > 0 ? { confirmedUnusual: true } : {}),
      });
      if (answer && 'queued' in answer) {
        // no answer: kept on this device, sent when the link is back; its cards say so
        notify('app.outbox.queued', { type: 'warning' });
        setEdits(new Map());
        return setState('idle');
      }
      notify(text('saved'), { type: 'success' });
      await load(asked);
    } catch (error) {
      const body = (error as HttpError).body;
      if (body?.conflicts?.length) return showConflicts(body as SaveConflictBody);
      if (body?.code === 'STALE') return setState('stale');
      const rows = (body?.error ?? []) as {
        row?: number;
        message: string;
        key?: string;
        args?: Record<string, unknown>;
      }[];
      const byRow = new Map<number, string[]>();
      for (const r of rows.filter((r) => r.row))
        byRow.set(r.row!, [...(byRow.get(r.row!) ?? []), r.message]);
      setProblems(byRow);
      reasons.askFrom(rows);
      const [first] = rows;
      // a refusal of the whole save (a closed or approved period) says why, with its days
      if (first?.key && !first.row) notify(first.key, { type: 'error', messageArgs: first.args });
      else notify(text('saveFailed'), { type: 'error' });
      setState('idle');
    }
  };

  /** The others were saved: the sheet as stored now, each conflict's unit holding the user's. */
  const showConflicts = async (answer: SaveConflictBody) => {
    notify(text('conflict.saved', { saved: answer.saved, count: answer.conflicts.length }), {
      type: 'warning',
    });
    await load(asked!);
    setEdits(new Map(answer.conflicts.map((c) => [c.subject_id, c.yours])));
    setConflicts(answer.conflicts);
  };

  return {
    sheet,
    state,
    conflicts,
    keep,
    /** The place and period the sheet was loaded for. */
    body: asked,
    dirty: edits.size > 0,
    edited: new Set(edits.keys()) as ReadonlySet<number>,
    problems,
    /** The warnings each card asks a reason for, the reasons typed, and typing one. */
    reasons,
    onDevice,
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
