import { FESTIVALS } from './festivals';

/** One value of a period axis: its code and the month its records are counted in. */
export interface AxisValue {
  code: string;
  month: number;
}

/**
 * The axes a financial year can be crossed with (DHIS2 names a data set's period type; ours
 * adds a declared list of parts of the year). A value's label is `app.entity.<axis>.<code>`.
 * A second axis (a campaign phase, say) is a new list here and its labels, not code.
 */
export const PERIOD_AXES = {
  festival: FESTIVALS,
} as const satisfies Record<string, readonly AxisValue[]>;

export type AxisName = keyof typeof PERIOD_AXES;

export const isAxisName = (name: string): name is AxisName => Object.hasOwn(PERIOD_AXES, name);

export const axisValue = (axis: AxisName, code: string): AxisValue | undefined =>
  (PERIOD_AXES[axis] as readonly AxisValue[]).find((v) => v.code === code);

export const axisLabelKey = (axis: string, code: string) => `app.entity.${axis}.${code}`;
