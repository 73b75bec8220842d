import type { RaRecord } from 'react-admin';
import type { EkakType, NewUnit, StatusChange, StatusHistoryRow, UnitData } from '../domain';
import type { ApiCall } from './apiCall';
import { sortAndPage } from './clientPaging';
import type { ResourceHandler } from './dispatch';
import type { UnitAttendanceMonth } from './unitAttendance';

export type { NewUnit, StatusChange, StatusHistoryRow, UnitData };

/** A unit with react-admin's `id` (= sankalp_id). */
export type Unit = UnitData & RaRecord<number>;

/** Typed custom calls of units (संकल्प) and their status (सद्यस्थिती). */
export interface SankalpMethods {
  addUnits(locationId: number, units: NewUnit[]): Promise<{ ids: number[] }>;
  changeUnitStatus(change: StatusChange): Promise<unknown>;
  getUnitStatusHistory(sankalpId: number): Promise<StatusHistoryRow[]>;
  /** GET /sankalp/{id}/attendance: the 12 months ending with the current one, oldest first. */
  getUnitAttendance(sankalpId: number): Promise<UnitAttendanceMonth[]>;
  /** GET /metadata/ekak_types: the unit catalogue. */
  getUnitCatalogue(): Promise<EkakType[]>;
}

export const SANKALP = 'sankalp';
const FILTER_KEYS = ['ekak_type_id', 'ekak_sub_type_id', 'status'] as const;

const withId = (unit: UnitData): Unit => ({ ...unit, id: unit.sankalp_id });

/** react-admin's getList/getOne/deleteMany of 'sankalp' on the unit endpoints. */
export const sankalpHandler = (call: ApiCall): ResourceHandler => ({
  async getList(_resource, params) {
    const filter = params.filter ?? {};
    if (!filter.location_id) return { data: [], total: 0 };
    const body: Record<string, unknown> = { location_id: Number(filter.location_id) };
    FILTER_KEYS.forEach((key) => {
      if (filter[key] !== undefined && filter[key] !== '') body[key] = filter[key];
    });
    const rows = (await call<UnitData[]>('/sankalp/list', 'POST', body)).map(withId);
    return { data: sortAndPage(rows, params, 'id') as never[], total: rows.length };
  },
  async getOne(_resource, params) {
    return { data: withId(await call<UnitData>(`/sankalp/${params.id}`)) as never };
  },
  async deleteMany(_resource, params) {
    await call('/sankalp/delete', 'PUT', { ids: params.ids.map(Number) });
    return { data: params.ids };
  },
});

export const sankalpMethods = (call: ApiCall): SankalpMethods => ({
  addUnits: (location_id, units) => call('/sankalp/addmulti', 'POST', { location_id, units }),
  changeUnitStatus: (change) => call('/sadyasthiti/change', 'PUT', change),
  getUnitStatusHistory: (id) => call(`/sadyasthiti/history/${id}`),
  getUnitAttendance: (id) => call(`/sankalp/${id}/attendance`),
  getUnitCatalogue: () => call('/metadata/ekak_types'),
});
