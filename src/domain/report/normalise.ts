import { normaliseMetrics } from './normaliseMetrics';
import { asRaw, isRaw, num, pick, text, type Raw } from './rawFields';
import type {
  ReportMandal,
  ReportPlace,
  ReportUpkhand,
  ReportUpkhandNagar,
  SummaryReport,
} from './types';

type PendingPlace = SummaryReport['pending'][number];

const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRaw) : []);

/** Whether the place has a gathering record in the month, when the server does not say. */
const hasAnyRecord = (place: ReportPlace) =>
  place.present_Sankalpit.total > 0 ||
  place.present_sayamsevak_upastiti.total > 0 ||
  place.present_sayamsevak_upastiti.shishu > 0;

function recordFound(value: unknown, place: ReportPlace): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return hasAnyRecord(place);
}

/** A place of the report: identity, figures and sanghik_record_found. */
export function normalisePlace(value: unknown): ReportPlace {
  const raw = asRaw(value);
  const place: ReportPlace = {
    location_id: num(pick(raw, ['location_id', 'locationId', 'id'])),
    location_name: text(pick(raw, ['location_name', 'localized_name', 'name'])),
    name_suffix: text(pick(raw, ['name_suffix'])),
    level_id: num(pick(raw, ['level_id', 'levelId'])),
    sanghik_record_found: false,
    ...normaliseMetrics(raw),
  };
  place.sanghik_record_found = recordFound(pick(raw, ['sanghik_record_found']), place);
  if (pick(raw, ['unusual']) === true) place.unusual = true;
  // asked comparisons (issue 49): last year's figures normalised as a place, targets as numbers
  const lastYear = pick(raw, ['last_year']);
  if (lastYear !== undefined) place.last_year = isRaw(lastYear) ? normalisePlace(lastYear) : null;
  const target = pick(raw, ['target']);
  if (isRaw(target))
    place.target = Object.fromEntries(
      Object.entries(target).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  return place;
}

export function normaliseMandal(value: unknown): ReportMandal {
  const raw = asRaw(value);
  const place = normalisePlace(raw);
  const gaon_locations = list(pick(raw, ['gaon_locations'])).map((g) => ({
    location_id: num(pick(g, ['location_id', 'id'])),
    location_name: text(pick(g, ['location_name', 'localized_name', 'name'])),
  }));
  const mandal_name = text(pick(raw, ['mandal_name'])) || place.location_name;
  const gaonCount = pick(raw, ['gaon_count']);
  return {
    ...place,
    location_name: place.location_name || mandal_name,
    mandal_name,
    gaon_count: gaonCount === undefined ? gaon_locations.length : num(gaonCount),
    gaon_locations,
  };
}

const normaliseUpkhand = (value: unknown): ReportUpkhand => ({
  ...normalisePlace(value),
  mandals: list(pick(asRaw(value), ['mandals'])).map(normaliseMandal),
});

const normaliseUpkhandNagar = (value: unknown): ReportUpkhandNagar => ({
  ...normalisePlace(value),
  children_locations: list(pick(asRaw(value), ['children_locations'])).map(normalisePlace),
});

/** A child list, only when the answer has it (under any of its spellings). */
function childList<T>(raw: Raw, names: string[], map: (v: unknown) => T): T[] | undefined {
  const value = pick(raw, names);
  return Array.isArray(value) ? value.filter(isRaw).map(map) : undefined;
}

const pendingOf = (raw: Raw): PendingPlace => ({
  location_id: num(pick(raw, ['location_id', 'id'])),
  location_name: text(pick(raw, ['location_name', 'localized_name', 'mandal_name', 'name'])),
  name_suffix: text(pick(raw, ['name_suffix'])),
});

/** The child places of a report, whichever lists it has. */
export function reportChildPlaces(report: SummaryReport): ReportPlace[] {
  const { talukas, nagars, upkhand, upkhandNagar, mandals, children_locations } = report;
  return [talukas, nagars, upkhand, upkhandNagar, mandals, children_locations].flatMap(
    (l) => l ?? [],
  );
}

/**
 * The report as the screen uses it: the contract's spellings (the alternates of spec §3
 * accepted), every missing number 0, and `pending` derived from the children when absent.
 */
export function normaliseReport(value: unknown): SummaryReport {
  const raw = asRaw(value);
  const computedAt = pick(raw, ['computed_at', 'computedAt']);
  const report: SummaryReport = {
    ...normalisePlace(raw),
    message: text(pick(raw, ['message'])),
    year: text(pick(raw, ['year'])),
    month: num(pick(raw, ['month'])),
    computed_at: typeof computedAt === 'string' && computedAt ? computedAt : null,
    pending: [],
  };
  const lists = {
    talukas: childList(raw, ['talukas'], normalisePlace),
    nagars: childList(raw, ['nagars'], normalisePlace),
    upkhand: childList(raw, ['upkhand', 'upkhands'], normaliseUpkhand),
    upkhandNagar: childList(raw, ['upkhandNagar', 'upkhand_nagar'], normaliseUpkhandNagar),
    mandals: childList(raw, ['mandals'], normaliseMandal),
    children_locations: childList(raw, ['children_locations'], normalisePlace),
  };
  for (const [key, children] of Object.entries(lists)) {
    if (children) Object.assign(report, { [key]: children });
  }
  const pending = pick(raw, ['pending']);
  report.pending = Array.isArray(pending)
    ? pending.filter(isRaw).map(pendingOf)
    : reportChildPlaces(report)
        .filter((p) => !p.sanghik_record_found)
        .map(({ location_id, location_name, name_suffix }) => ({
          location_id,
          location_name,
          name_suffix,
        }));
  return report;
}
