import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  VOLUNTEER_COLUMNS,
  VOLUNTEER_API_MESSAGE,
  type VolunteerRecord,
} from '../../domain/volunteer';
import type { AppDataProvider } from '../../dataProvider';
import type { VolunteerDuplicate } from '../../dataProvider/volunteerResource';
import type { VolunteerInput, VolunteerRowError } from '../../dataProvider/volunteers';
import { fieldLabel } from './volunteerChoices';
import { isKeptOnDevice } from '../../outbox/keptOnDevice';

const T = 'app.volunteerScreens.dialog';

const personOf = (values: Record<string, unknown>): VolunteerInput =>
  Object.fromEntries(VOLUNTEER_COLUMNS.map((c) => [c.key, values[c.key] ?? (c.flag ? false : '')]));

interface ErrorBody {
  message?: string;
  code?: string;
  error?: VolunteerRowError[];
}

/** The row errors of a 400 'submision failed', one warning per row (spec §5). */
function useRowWarnings() {
  const translate = useTranslate();
  return (rows: VolunteerRowError[]): string[] => {
    const byRow = new Map<number, string[]>();
    rows.forEach((e) => {
      const text =
        e.key && e.field ? translate(e.key, { field: translate(fieldLabel(e.field)) }) : e.message;
      byRow.set(e.row, [...(byRow.get(e.row) ?? []), text]);
    });
    return [...byRow].map(([row, messages]) =>
      translate('app.volunteer.rowWarning', { row, messages: messages.join(', ') }),
    );
  };
}

export interface SaveVolunteerOptions {
  /** The record being edited; adding when absent. */
  record?: VolunteerRecord;
  /** Where a new volunteer is added. */
  locationId?: number;
  onSaved(): void;
}

/** Saving the dialog: the duplicate check first (unless confirmed), then add or update. */
export function useSaveVolunteer({ record, locationId, onSaved }: SaveVolunteerOptions) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rowWarnings = useRowWarnings();
  const [saving, setSaving] = useState(false);
  const [duplicates, setDuplicates] = useState<VolunteerDuplicate[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);

  const findDuplicates = (person: VolunteerInput) =>
    dataProvider
      .findVolunteerDuplicates({
        firstName: String(person.firstName ?? ''),
        surname: String(person.surname ?? ''),
        mobile: String(person.mobile ?? ''),
        excludeId: record?.id,
      })
      // the check is a hint: when it fails, saving goes on
      .catch(() => [] as VolunteerDuplicate[]);

  const save = async (values: Record<string, unknown>, confirmed = false) => {
    const person = personOf(values);
    setSaving(true);
    setWarnings([]);
    try {
      if (!confirmed) {
        const found = await findDuplicates(person);
        setDuplicates(found);
        if (found.length > 0) return;
      }
      const answer = record
        ? await dataProvider.updateVolunteer({
            ...person,
            id: record.id,
            updatedAt: record.updatedAt,
          })
        : await dataProvider.addVolunteers(Number(locationId), [person], 'form');
      // no answer: kept on this phone, sent when the link is back (issue 26)
      if (isKeptOnDevice(answer)) notify('app.outbox.queued', { type: 'warning' });
      else notify(`${T}.${record ? 'updated' : 'added'}`, { type: 'success' });
      refresh();
      onSaved();
    } catch (error) {
      const body = (error as { body?: ErrorBody }).body;
      if (body?.code === 'STALE') {
        // someone changed or deleted the volunteer since the dialog opened: say so, show theirs
        notify('app.error.STALE', { type: 'warning' });
        refresh();
      } else if (body?.message === VOLUNTEER_API_MESSAGE.SUBMISSION_FAILED && body.error?.length) {
        setWarnings(rowWarnings(body.error));
      } else {
        notify(`${T}.${record ? 'updateFailed' : 'failed'}`, { type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setDuplicates([]);
    setWarnings([]);
    setSaving(false);
  };

  return { save, saving, duplicates, warnings, reset };
}
