import type { FastifyRequest } from 'fastify';
import { monthRange, parseFinancialYear } from '../../src/domain/gathering';
import {
  festivalOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../src/domain/entities';
import { badRequest } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import type { CountPeriod } from '../repositories/countRecords';
import type { MonthRef } from '../repositories/sanghik';
import { translateMr } from './translateMr';

/** A 400 whose message is a count-form message (`app.countForm.<key>`), Marathi and its key. */
export function countError(key: string, args: Record<string, string | number> = {}) {
  const full = `app.countForm.error.${key}`;
  const message = translateMr(full, args);
  return badRequest(message, [
    { key: full, message, ...(Object.keys(args).length ? { args } : {}) },
  ]);
}

/** The period a call names: its financial year and, for festival forms, a known festival. */
export function periodOf(
  festivalForm: boolean,
  body: CountPeriodBody,
): CountPeriod & { month: MonthRef } {
  const start = parseFinancialYear(body.year);
  if (start === undefined) throw countError('year');
  if (!festivalForm) {
    if (body.festival) throw countError('festival');
    return {
      year: body.year,
      part: '',
      month: { year: body.year, month: 3, ...monthRange(start, 3) },
    };
  }
  const festival = festivalOf(body.festival ?? '');
  if (!festival) throw countError('festival');
  const month = { year: body.year, month: festival.month, ...monthRange(start, festival.month) };
  return { year: body.year, part: festival.code, month };
}

/** The place of an entry screen: in scope (403), of one of the form's entry levels (400). */
export async function entryPlace(
  request: FastifyRequest,
  d: CountFormDeclaration,
  locationId: number,
) {
  const place = await assertPlaceInScope(request, locationId);
  if (!d.entryLevels.includes(place.level_id)) throw countError('entryLevel');
  return place;
}
