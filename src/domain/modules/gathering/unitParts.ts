import { atMost, type NamedRule } from '../../engine/namedRules';
import type { SubTypes } from '../../engine/countForms';
import type { ValueLabels } from '../../engine/valueLabels';
import { ATTENDANCE_FIELDS } from './attendance';
import { ATTENDANCE_LIMITS, ATTENDANCE_LIMIT_MESSAGE } from './limits';
import {
  EKAK_SUB_TYPES,
  EKAK_TYPES,
  ekakSubTypeKey,
  ekakTypeKey,
  inputsOf,
  subTypeBelongsTo,
} from './units';

/** The units' and the gathering's named rules, plugged into the engine's. */
export const UNIT_RULES: Readonly<Record<string, NamedRule>> = {
  /** A unit's sub-type, one of its type's (DESIGN §7); no type chosen: the type says so. */
  unitSubType: {
    types: ['integer'],
    holds: (value, { record }) => {
      const type = Number(record?.ekak_type_id);
      return !type || subTypeBelongsTo(type, Number(value));
    },
    message: 'app.sankalpScreens.validation.subTypeOfType',
  },
  /** One group's attendance at one unit's gathering (issue 17's cap). */
  attendanceCap: {
    types: ['count'],
    holds: atMost(ATTENDANCE_LIMITS.perField),
    message: ATTENDANCE_LIMIT_MESSAGE.FIELD,
    args: { max: ATTENDANCE_LIMITS.perField },
  },
  /** A unit's whole attendance in one gathering (a count form's `totalRule`). */
  attendanceTotal: {
    types: ['total'],
    holds: atMost(ATTENDANCE_LIMITS.perUnit),
    message: ATTENDANCE_LIMIT_MESSAGE.UNIT,
    args: { max: ATTENDANCE_LIMITS.perUnit },
  },
};

/**
 * A unit's type and sub-type as label lists (`valueLabels: 'unitType'`): stored as the
 * catalogue's ids and shown, in lists, exports and the history, by their names; the form offers
 * them as choices.
 */
export const UNIT_VALUE_LABELS: Readonly<Record<string, ValueLabels>> = {
  unitType: { label: ekakTypeKey, values: () => EKAK_TYPES.map((t) => t.ekak_type_id) },
  unitSubType: {
    label: ekakSubTypeKey,
    values: (record) =>
      EKAK_SUB_TYPES.filter((s) => s.ekak_type_id === Number(record.ekak_type_id)).map(
        (s) => s.ekak_sub_type_id,
      ),
  },
};

/** A unit's sub-type decides the attendance inputs its card shows (DESIGN §7). */
export const UNIT_SUB_TYPES: SubTypes = {
  inputsOf,
  inputs: ATTENDANCE_FIELDS,
  typeKey: ekakTypeKey,
  subTypeKey: ekakSubTypeKey,
};
