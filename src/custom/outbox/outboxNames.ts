import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { fieldLabelKey, moduleNameKey, presetLabelKey } from '../../domain/engine';
import { isRecordEntry, type OutboxEntry, type UnsentNames } from '../../domain/engine/outbox';
import { deviceLabels } from '../../outbox/deviceLabels';

/** How the outbox names a kept save's module, place, period, units and fields, in Marathi. */
export function useOutboxNames(): UnsentNames & { problem(e: OutboxEntry): string } {
  const translate = useTranslate();
  const labels = deviceLabels();
  return {
    module: (name) => translate(moduleNameKey(name)),
    place: (id) => (id === null ? '' : labels.place(id)),
    period: (e) => {
      if (isRecordEntry(e)) return '';
      const { body } = e;
      return [
        body.year,
        body.month ? translate(`app.gathering.month.${body.month}`) : '',
        body.festival ? translate(presetLabelKey({ festival: body.festival })) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    },
    record: (e) =>
      e.id === null
        ? translate('app.outbox.newRecord')
        : translate('app.outbox.record', { id: e.id }),
    subject: labels.subject,
    field: (module, field) =>
      field === 'total'
        ? translate('app.countForm.total')
        : translate(fieldLabelKey(module, field)),
    state: (e) => translate(`app.outbox.state.${e.state}`),
    savedAt: (ms) => formatDateTime(new Date(ms)),
    problem: ({ module, problem }) => {
      if (!problem) return '';
      if (problem.conflicts?.length)
        return translate('app.outbox.reason.conflict', {
          names: problem.conflicts.map((c) => c.name).join(', '),
        });
      if (problem.key) return translate(problem.key, problem.args ?? {});
      if (problem.code) return translate(`app.error.${problem.code}`, { _: problem.message });
      return problem.message || translate('app.countForm.saveFailed', { module });
    },
  };
}
