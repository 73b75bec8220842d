import type { PlaceRef } from '../../geo';
import type { UnitStatus } from './units';

/** A unit's editable fields, as POST /sankalp/addmulti takes them (docs/api.md). */
export interface NewUnit {
  localized_name: string;
  ekak_type_id: number;
  ekak_sub_type_id: number;
  start_date?: string | null;
  meeting_day?: string | null;
  meeting_time?: string | null;
  meeting_place?: string | null;
  notes?: string | null;
}

const OPTIONAL = ['start_date', 'meeting_day', 'meeting_time', 'meeting_place', 'notes'] as const;

/**
 * A unit as typed (a row of the add-many form) as the spec's `/sankalp/addmulti` takes it:
 * texts trimmed, the catalogue ids numbers, an empty optional field null.
 */
export function toNewUnit(row: Readonly<Record<string, unknown>>): NewUnit {
  const unit: NewUnit = {
    localized_name: String(row.localized_name ?? '').trim(),
    ekak_type_id: Number(row.ekak_type_id),
    ekak_sub_type_id: Number(row.ekak_sub_type_id),
  };
  for (const key of OPTIONAL) {
    const value = typeof row[key] === 'string' ? row[key].trim() : row[key];
    unit[key] = value ? String(value) : null;
  }
  return unit;
}

/** A unit's fields with its place, as the server writes them. */
export interface UnitFields extends NewUnit {
  location_id: number;
}

/** A unit as the API answers it. */
export interface UnitData extends UnitFields {
  sankalp_id: number;
  status: UnitStatus;
  status_date: string | null;
  location: PlaceRef;
}

/** A status change (सद्यस्थिती), as POST /sadyasthiti takes it. */
export interface StatusChange {
  sankalp_id: number;
  status: UnitStatus;
  effective_date: string;
  reason: string;
}

/** One row of GET /sadyasthiti/history/{id}, newest first. */
export interface StatusHistoryRow {
  status_id: number;
  sankalp_id: number;
  status: UnitStatus;
  reason: string | null;
  changed_at: string;
  effective_date: string;
  changed_by: number | null;
  changed_by_name: string | null;
}

/** Unit counts of one place: active units per sub-type 1..9 and all units per status. */
export interface UnitCounts {
  by_sub_type: Record<number, number>;
  by_status: Record<UnitStatus, number>;
}

export interface UnitSummaryChild extends UnitCounts {
  location_id: number;
  localized_name: string;
  name_suffix: string;
}

/** POST /sankalp/summary: the counts per child place of a place, and their totals. */
export interface UnitSummary {
  location: PlaceRef;
  children: UnitSummaryChild[];
  totals: UnitCounts;
}
