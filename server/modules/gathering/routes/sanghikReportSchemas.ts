import { authErrors } from '../../../shared/routeSchemas';

/** JSON schemas of the summary report (अहवाल) calls. */
export const reportBody = {
  type: 'object',
  required: ['locationId', 'year', 'month'],
  properties: {
    locationId: { type: 'integer', minimum: 1 },
    year: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    month: { type: 'integer', minimum: 1, maximum: 12 },
    // issue 49: each row's same month last year, its targets (answered only when asked)
    lastYear: { type: 'boolean' },
    targets: { type: 'boolean' },
  },
} as const;

const pending = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      location_id: { type: 'integer' },
      location_name: { type: 'string' },
      name_suffix: { type: 'string' },
    },
  },
} as const;

/** The answer (src/domain/report/types.ts SummaryReport); figures are passed through whole. */
export const reportResponse = {
  ...authErrors,
  200: {
    type: 'object',
    additionalProperties: true,
    required: ['message', 'location_id', 'level_id', 'name_suffix', 'year', 'month', 'pending'],
    properties: {
      message: { type: 'string' },
      location_id: { type: 'integer' },
      location_name: { type: 'string' },
      name_suffix: { type: 'string' },
      level_id: { type: 'integer' },
      year: { type: 'string' },
      month: { type: 'integer' },
      computed_at: { type: ['string', 'null'] },
      sanghik_record_found: { type: 'boolean' },
      pending,
    },
  },
} as const;
