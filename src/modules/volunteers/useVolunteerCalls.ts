import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  VOLUNTEER_API_MESSAGE,
  VOLUNTEER_COLUMNS,
  specValues,
  volunteerSnapshots,
  type VolunteerRecord,
} from '../../domain/modules/volunteers';
import type { AppDataProvider } from '../../dataProvider';
import type {
  VolunteerInput,
  VolunteerReportFilters,
  VolunteerRowError,
} from '../../dataProvider/volunteers';
import { issueText } from '../../domain/engine';
import { swayamsevak } from '../../domain/modules';
import type { RegisterCalls } from '../../engine/registerCalls';

const W = 'resources.swayamsevak.form';

// a yes/no question left unanswered is sent as null (issue 44), an empty text as ''
const personOf = (values: Record<string, unknown>): VolunteerInput =>
  Object.fromEntries(VOLUNTEER_COLUMNS.map((c) => [c.key, values[c.key] ?? (c.flag ? null : '')]));

/** A checked sheet row as the spec's calls take it (dates dd-mm-yyyy, texts '' when empty). */
const asSent = (row: Record<string, unknown>) => specValues({ ...row });

/** The row errors of a 400 'submision failed' (spec §5), one sentence per row. */
function rowSentences(
  rows: readonly VolunteerRowError[],
  translate: ReturnType<typeof useTranslate>,
): string[] {
  const byRow = new Map<number, string[]>();
  rows.forEach((e) => {
    const text =
      e.key && e.field
        ? issueText(swayamsevak, { field: e.field, key: e.key }, translate)
        : e.message;
    byRow.set(e.row, [...(byRow.get(e.row) ?? []), text]);
  });
  return [...byRow].map(([row, messages]) =>
    translate('app.volunteer.rowWarning', { row, messages: messages.join(', ') }),
  );
}

/**
 * The volunteer register's calls for the generic dialog: the spec's own (§3) — one person
 * added with source 'form', updated with the `updatedAt` it was read at, its snapshots, the
 * duplicate question before saving — which other clients of the API share.
 */
export function useVolunteerCalls(): RegisterCalls {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return useMemo(
    () => ({
      add: (values, locationId) =>
        dataProvider.addVolunteers(Number(locationId), [personOf(values)], 'form'),
      update: (current, values) =>
        dataProvider.updateVolunteer({
          ...personOf(values),
          id: Number(current.id),
          updatedAt: (current as VolunteerRecord).updatedAt,
        }),
      history: async (id) => volunteerSnapshots(await dataProvider.getVolunteerHistory(id)),
      duplicatesBeforeSave: async (values, excludeId) => {
        const person = personOf(values);
        const found = await dataProvider.findVolunteerDuplicates({
          firstName: String(person.firstName ?? ''),
          surname: String(person.surname ?? ''),
          mobile: String(person.mobile ?? ''),
          excludeId,
        });
        return found.map((d) => ({
          id: d.id,
          text: translate(`${W}.duplicateRow`, {
            name: `${d.firstName} ${d.surname}`,
            mobile: d.mobile,
            place: d.location,
          }),
        }));
      },
      upload: {
        check: async (locationId, rows) => {
          const answer = await dataProvider.checkVolunteers(locationId, rows.map(asSent));
          return {
            errors: answer.errors,
            duplicates: answer.duplicates.map((d) => ({
              row: d.row,
              args: { name: `${d.firstName} ${d.surname}`, location: d.location },
            })),
          };
        },
        store: (locationId, rows, onlyValid) =>
          dataProvider.addVolunteers(locationId, rows.map(asSent), 'sheet', { onlyValid }),
      },
      // their version is opened anew from the reloaded list (the spec has no read of one)
      reopen: undefined,
      report: async (locationId, filters, onProgress) =>
        (
          await dataProvider.volunteerReport(
            locationId,
            filters as VolunteerReportFilters,
            onProgress,
          )
        ).map((r) => ({ ...r, place: r.location })),
      refusal: (error) => {
        const body = (error as { body?: { message?: string; error?: VolunteerRowError[] } }).body;
        return body?.message === VOLUNTEER_API_MESSAGE.SUBMISSION_FAILED && body.error?.length
          ? rowSentences(body.error, translate)
          : null;
      },
    }),
    [dataProvider, translate],
  );
}
