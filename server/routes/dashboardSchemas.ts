import { authErrors, monthProperties } from '../shared/routeSchemas';

/** JSON schemas of the dashboard calls (src/domain/dashboard/types.ts). */
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const obj = (properties: Record<string, unknown>) =>
  ({ type: 'object', required: Object.keys(properties), properties }) as const;

/** The user's own place when locationId is left out; today's month (India) when no month. */
export const dashboardBody = {
  type: 'object',
  properties: monthProperties,
} as const;

export const recordsBody = {
  type: 'object',
  required: ['locationId', 'year', 'month'],
  properties: monthProperties,
} as const;

const place = obj({ location_id: int, location_name: str, name_suffix: str, level_id: int });
const period = obj({ year: str, month: int });
const units = obj({ shakha: int, saptahik_milan: int, sangh_mandali: int, total: int });
const attendance = obj({
  praudh: int,
  tarun_vyavasayi: int,
  maha_vidyarthi: int,
  baal: int,
  shishu: int,
  total: int,
});

export const summaryResponse = {
  ...authErrors,
  200: obj({
    place,
    period,
    as_of: str,
    volunteers: int,
    designated: units,
    gathering: obj({
      places_total: int,
      places_with_record: int,
      places_pending: int,
      completeness: nullableInt,
      attendance: int,
      present_units: int,
      previous_attendance: int,
      change: obj({ delta: int, percent: nullableInt }),
      last_year_attendance: nullableInt,
      target_attendance: nullableInt,
      so_far: obj({
        places: int,
        previous_attendance: int,
        change: obj({ delta: int, percent: nullableInt }),
      }),
    }),
    pending: { type: 'array', items: place },
  }),
} as const;

export const analyticsResponse = {
  ...authErrors,
  200: obj({
    place,
    period,
    as_of: str,
    months: {
      type: 'array',
      items: obj({
        year: str,
        month: int,
        attendance,
        present: units,
        designated: units,
        places_total: int,
        places_with_record: int,
        completeness: nullableInt,
        last_year_total: nullableInt,
        target_total: nullableInt,
      }),
    },
    children: {
      type: 'array',
      items: obj({
        ...place.properties,
        attendance: int,
        present_units: int,
        designated_units: int,
      }),
    },
  }),
} as const;

export const recordsResponse = {
  ...authErrors,
  200: obj({
    place,
    period,
    rows: {
      type: 'array',
      items: obj({
        ...place.properties,
        state: { type: 'string', enum: ['not_started', 'saved'] },
        units_reported: int,
        units_designated: int,
        attendance: int,
        saved_by: { type: ['string', 'null'] },
        saved_at: { type: ['string', 'null'] },
        unusual: { type: 'boolean', description: 'confirmed-unusual counts below (issue 15)' },
      }),
    },
  }),
} as const;
