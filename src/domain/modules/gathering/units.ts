import type { AttendanceField } from './attendance';

/** Unit types (ekak_type_id, DESIGN §7): शाखा, साप्ताहिक मिलन, संघ मंडळी. */
export const EKAK_TYPE = { SHAKHA: 1, SAPTAHIK_MILAN: 2, SANGH_MANDALI: 3 } as const;

export interface EkakSubType {
  ekak_sub_type_id: number;
  ekak_type_id: number;
  /** Translation key of the age group (`app.gathering.group.<group>`). */
  group:
    | 'baal'
    | 'sanyukta_vidyarthi'
    | 'tarun_vyavasayi'
    | 'praudh'
    | 'maha_vidyarthi'
    | 'sangh_mandali';
  /** The attendance inputs the gathering card shows for this sub-type. */
  inputs: readonly AttendanceField[];
}

export interface EkakType {
  ekak_type_id: number;
  /** Translation key of the type's name. */
  key: 'shakha' | 'saptahik_milan' | 'sangh_mandali';
  sub_types: EkakSubType[];
}

const STUDENTS: readonly AttendanceField[] = ['maha_vidyarthi', 'baal'];

/** The nine sub-types (ekak_sub_type_id 1..9), the designated counts of the reports. */
export const EKAK_SUB_TYPES: readonly EkakSubType[] = [
  { ekak_sub_type_id: 1, ekak_type_id: 1, group: 'baal', inputs: [...STUDENTS, 'shishu'] },
  {
    ekak_sub_type_id: 2,
    ekak_type_id: 1,
    group: 'sanyukta_vidyarthi',
    inputs: [...STUDENTS, 'shishu'],
  },
  { ekak_sub_type_id: 3, ekak_type_id: 1, group: 'tarun_vyavasayi', inputs: ['tarun_vyavasayi'] },
  { ekak_sub_type_id: 4, ekak_type_id: 1, group: 'praudh', inputs: ['praudh'] },
  { ekak_sub_type_id: 5, ekak_type_id: 2, group: 'maha_vidyarthi', inputs: STUDENTS },
  { ekak_sub_type_id: 6, ekak_type_id: 2, group: 'sanyukta_vidyarthi', inputs: STUDENTS },
  { ekak_sub_type_id: 7, ekak_type_id: 2, group: 'tarun_vyavasayi', inputs: ['tarun_vyavasayi'] },
  { ekak_sub_type_id: 8, ekak_type_id: 2, group: 'praudh', inputs: ['praudh'] },
  {
    ekak_sub_type_id: 9,
    ekak_type_id: 3,
    group: 'sangh_mandali',
    inputs: ['praudh', 'tarun_vyavasayi'],
  },
];

const TYPE_KEYS: Record<number, EkakType['key']> = {
  1: 'shakha',
  2: 'saptahik_milan',
  3: 'sangh_mandali',
};

/** The catalogue as the API serves it (GET /metadata/ekak_types). */
export const EKAK_TYPES: readonly EkakType[] = Object.entries(TYPE_KEYS).map(([id, key]) => ({
  ekak_type_id: Number(id),
  key,
  sub_types: EKAK_SUB_TYPES.filter((s) => s.ekak_type_id === Number(id)),
}));

export const subTypeOf = (subTypeId: number): EkakSubType | undefined =>
  EKAK_SUB_TYPES.find((s) => s.ekak_sub_type_id === subTypeId);

/** Whether the sub-type exists and belongs to the type. */
export const subTypeBelongsTo = (typeId: number, subTypeId: number): boolean =>
  subTypeOf(subTypeId)?.ekak_type_id === typeId;

/** The attendance inputs shown for a sub-type; none for an unknown one. */
export const inputsOf = (subTypeId: number): readonly AttendanceField[] =>
  subTypeOf(subTypeId)?.inputs ?? [];

export const ekakTypeKey = (typeId: number) => `app.gathering.type.${TYPE_KEYS[typeId]}`;
export const ekakSubTypeKey = (subTypeId: number) =>
  `app.gathering.group.${subTypeOf(subTypeId)?.group}`;

/** Current status (सद्यस्थिती) of a unit. */
export const UNIT_STATUSES = ['active', 'paused', 'closed'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** How a status is coloured where it is listed: active green, paused amber, closed grey. */
export const UNIT_STATUS_COLOURS = {
  active: 'success',
  paused: 'warning',
  closed: 'default',
} as const;
export const isUnitStatus = (value: unknown): value is UnitStatus =>
  (UNIT_STATUSES as readonly unknown[]).includes(value);
/** A status's label: a choice of the units' register (src/domain/modules/ekak.ts). */
export const unitStatusKey = (status: UnitStatus) => `resources.ekak.choices.status.${status}`;
