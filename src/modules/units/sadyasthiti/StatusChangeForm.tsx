import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useNotify,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import type { Unit } from '../../../dataProvider/sankalp';
import { effectiveDateProblem, todayIso, type UnitStatus } from '../../../domain';
import { DayInput } from '../../../shared/DayInput';
import { useUnitChoices } from '../unitChoices';
import { isKeptOnDevice } from '../../../outbox/keptOnDevice';

const T = 'app.sankalpScreens.status';

const notInFuture = (value: unknown) =>
  typeof value === 'string' && value ? effectiveDateProblem(value, todayIso()) : undefined;
const notBlank = (value: unknown) =>
  typeof value === 'string' && !value.trim() ? 'ra.validation.required' : undefined;

/** Changes a unit's status with an effective date and a reason; `onChanged` after success. */
export function StatusChangeForm({ unit, onChanged }: { unit: Unit; onChanged(): void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { statuses } = useUnitChoices();
  const choices = statuses.filter((s) => s.id !== unit.status);

  const save = async (values: FieldValues) => {
    try {
      const answer = await dataProvider.changeUnitStatus({
        sankalp_id: unit.sankalp_id,
        status: values.status as UnitStatus,
        effective_date: String(values.effective_date),
        reason: String(values.reason).trim(),
      });
      // no answer: kept on this phone, sent when the link is back (issue 26)
      if (isKeptOnDevice(answer)) notify('app.outbox.queued', { type: 'warning' });
      else notify(`${T}.saved`, { type: 'success' });
      onChanged();
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    }
  };

  return (
    <Form onSubmit={save} defaultValues={{ effective_date: todayIso() }} key={unit.status}>
      <SelectInput
        source="status"
        label={`${T}.newStatus`}
        choices={choices}
        translateChoice={false}
        validate={required()}
      />
      <DayInput
        source="effective_date"
        label={`${T}.effectiveDate`}
        validate={[required(), notInFuture]}
      />
      <TextInput
        source="reason"
        label={`${T}.reason`}
        multiline
        validate={[required(), notBlank]}
      />
      <SaveButton label={`${T}.save`} />
    </Form>
  );
}
