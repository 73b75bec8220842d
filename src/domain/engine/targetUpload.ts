import { ERROR_COLUMN_HEADER } from '../sheet/columns';
import type { TargetCell, TargetSheet } from './countApi';
import { typedTarget } from './targetCells';

/** The headings of a targets workbook: the place's code and name, then each figure's. */
export interface TargetHeadings {
  placeId: string;
  placeName: string;
  /** A figure's heading by its field. */
  fields: Readonly<Record<string, string>>;
}

/** A bad row of an uploaded targets workbook: its sheet row, the fields, the words' keys. */
export interface TargetRowProblem {
  row: number;
  fields: string[];
  keys: string[];
}

export interface ReadTargets {
  /** Data rows (blank ones left out). */
  total: number;
  /** The changed cells of each good row, by its sheet row. */
  rows: { row: number; cells: TargetCell[] }[];
  problems: TargetRowProblem[];
  missingHeaders: string[];
  unknownHeaders: string[];
}

const K = 'app.target.upload';

/** The workbook an office fills: a row per place under the chosen one, its targets as now. */
export function targetWorkbookRows(sheet: TargetSheet, h: TargetHeadings): (string | number)[][] {
  return [
    [h.placeId, h.placeName, ...sheet.fields.map((f) => h.fields[f] ?? f)],
    ...sheet.rows.map((r) => [
      r.placeId,
      r.placeName,
      ...sheet.fields.map((f) => r.values[f] ?? ''),
    ]),
  ];
}

/** Where each column is, by its heading: `placeId`, `placeName` and the fields. */
export function targetColumns(header: readonly unknown[], h: TargetHeadings): Map<string, number> {
  const byHeading = new Map<string, string>([
    [h.placeId, 'placeId'],
    [h.placeName, 'placeName'],
    ...Object.entries(h.fields).map(([field, heading]) => [heading, field] as [string, string]),
  ]);
  const at = new Map<string, number>();
  header.forEach((cell, i) => {
    const name = byHeading.get(String(cell ?? '').trim());
    if (name && !at.has(name)) at.set(name, i);
  });
  return at;
}

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * An uploaded targets workbook read against the sheet of the chosen place (issue 49 §1): each
 * row's place one of those under it, once; each figure blank (no target) or a whole number; the
 * cells that differ from the targets set now are what a good row sends. The error column of a
 * workbook written back is passed over.
 */
export function readTargetWorkbook(
  rows: readonly (readonly unknown[])[],
  sheet: TargetSheet,
  h: TargetHeadings,
): ReadTargets {
  const [header = [], ...data] = rows;
  const at = targetColumns(header, h);
  const expected = [h.placeId, ...sheet.fields.map((f) => h.fields[f] ?? f)];
  const known = new Set([...expected, h.placeName, ERROR_COLUMN_HEADER]);
  const headings = header.map(text).filter(Boolean);
  const out: ReadTargets = {
    total: 0,
    rows: [],
    problems: [],
    missingHeaders: expected.filter((e) => !headings.includes(e)),
    unknownHeaders: headings.filter((x) => !known.has(x)),
  };
  const places = new Map(sheet.rows.map((r) => [r.placeId, r]));
  const seen = new Set<number>();
  const fields = sheet.fields.filter((f) => at.has(f));
  data.forEach((cells, i) => {
    if (!cells?.some((c) => text(c) !== '')) return;
    out.total += 1;
    const row = i + 2;
    const problem: TargetRowProblem = { row, fields: [], keys: [] };
    const id = Number(text(cells[at.get('placeId') ?? -1]));
    const place = places.get(id);
    const placeKey = !place ? `${K}.unknownPlace` : seen.has(id) ? `${K}.twice` : null;
    if (placeKey) {
      problem.fields.push('placeId');
      problem.keys.push(placeKey);
    }
    seen.add(id);
    const changed: TargetCell[] = [];
    for (const field of fields) {
      const typed = typedTarget(text(cells[at.get(field)!]));
      if (!typed.ok) {
        problem.fields.push(field);
        if (!problem.keys.includes('app.target.badCell')) problem.keys.push('app.target.badCell');
      } else if (place && typed.value !== (place.values[field] ?? null))
        changed.push({ placeId: id, field, value: typed.value });
    }
    if (problem.keys.length) out.problems.push(problem);
    else out.rows.push({ row, cells: changed });
  });
  return out;
}
