import type { CountSheet } from '../domain/engine';

/**
 * The names of the places and subjects of the sheets opened on this device, so the outbox can
 * name a save's place and units with no link (its entries hold ids only).
 */
const KEY = 'ssm.deviceLabels';
interface Labels {
  places: Record<string, string>;
  subjects: Record<string, string>;
}

function read(): Labels {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Labels>;
    return { places: kept.places ?? {}, subjects: kept.subjects ?? {} };
  } catch {
    return { places: {}, subjects: {} };
  }
}

/** Keeps the names of a sheet's place and subjects (a full storage is not worth a failure). */
export function rememberSheet(module: string, sheet: CountSheet) {
  const labels = read();
  labels.places[sheet.place.location_id] = sheet.place.label;
  for (const s of sheet.subjects) labels.subjects[`${module}:${s.subject_id}`] = s.name;
  try {
    localStorage.setItem(KEY, JSON.stringify(labels));
  } catch {
    // the outbox then names them by number
  }
}

export function deviceLabels() {
  const { places, subjects } = read();
  return {
    place: (id: number) => places[id] ?? `#${id}`,
    subject: (module: string, id: number) => subjects[`${module}:${id}`] ?? `#${id}`,
  };
}
