import { useState } from 'react';
import { useNotify, useRefresh, type HttpError, type RaRecord } from 'react-admin';
import { isKeptOnDevice } from '../outbox/keptOnDevice';
import type { LikelyDuplicate, RegisterCalls } from './registerCalls';
import { useModuleWords } from './useModuleWords';

interface Options {
  name: string;
  calls: RegisterCalls;
  /** The version the form edits (their version after a reopen); adding when absent. */
  current?: RaRecord;
  locationId?: number;
  onSaved(): void;
}

/**
 * Saving a register's dialog: the duplicate question first where the module asks it before
 * saving, then add or update through the module's calls. A refusal is told in the form — the
 * server's field messages on their fields, a module's row sentences, a version saved meanwhile —
 * and nothing typed is lost.
 */
export function useDialogSave({ name, calls, current, locationId, onSaved }: Options) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { key } = useModuleWords(name);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [duplicates, setDuplicates] = useState<LikelyDuplicate[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);

  const save = async (values: Record<string, unknown>, confirmed = false) => {
    setSaving(true);
    setWarnings([]);
    try {
      if (!confirmed && calls.duplicatesBeforeSave) {
        // the check is a hint: when it fails, saving goes on
        const found = await calls
          .duplicatesBeforeSave(values, current ? Number(current.id) : undefined)
          .catch(() => []);
        setDuplicates(found);
        if (found.length > 0) return;
      }
      const answer = current
        ? await calls.update(current, values)
        : await calls.add(values, locationId);
      // no answer: kept on this phone, sent when the link is back (issue 26)
      if (isKeptOnDevice(answer)) notify('app.outbox.queued', { type: 'warning' });
      else notify(key(current ? 'form.updated' : 'form.added'), { type: 'success' });
      refresh();
      onSaved();
    } catch (error) {
      const body = (error as HttpError).body as { code?: string; errors?: object } | undefined;
      const sentences = calls.refusal?.(error);
      if (body?.errors) return body.errors;
      if (sentences?.length) setWarnings(sentences);
      else if (body?.code === 'STALE' && calls.reopen) setStale(true);
      else if (body?.code === 'STALE') {
        notify('app.error.STALE', { type: 'warning' });
        refresh();
      } else notify(key(current ? 'form.updateFailed' : 'form.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setDuplicates([]);
    setWarnings([]);
    setStale(false);
  };

  return { save, saving, stale, duplicates, warnings, reset };
}
