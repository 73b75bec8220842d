import { clockNow } from './clock';

/** Calendar days as the app writes them: yyyy-mm-dd stored, dd-mm-yyyy shown (DESIGN §10). */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date's calendar day as dd-mm-yyyy (the date's own fields, no time zone shift). */
export const formatDate = (date: Date): string =>
  `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;

// built once: constructing an Intl formatter per row made 10 000 rows take seconds
let indiaDay: Intl.DateTimeFormat | undefined;
// India is UTC+05:30, so its days start on a whole minute: the day of a minute can be kept
let lastMinute = Number.NaN;
let lastDay = '';

/** Today in India as yyyy-mm-dd, the day every date-of-birth check compares with. */
export function todayIso(now: Date = clockNow()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    indiaDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    lastDay = indiaDay.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/**
 * Today in India as a local midnight, for the calendar rules that read a date's own fields
 * (month windows, financial years): a server in UTC would otherwise be up to 5½ hours behind.
 */
export function indiaToday(now: Date = clockNow()): Date {
  const [year, month, day] = todayIso(now).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * dd-mm-yyyy (also d-m-yyyy) → yyyy-mm-dd when it is a real calendar day, else undefined.
 * An ISO yyyy-mm-dd (a date input's value) is accepted too.
 */
export function parseDayMonthYear(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  if (!iso && !dmy) return undefined;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(dmy![3]), Number(dmy![2]), Number(dmy![1])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day || year < 1900) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** yyyy-mm-dd → dd-mm-yyyy */
export const isoToDayMonthYear = (iso: string): string => iso.split('-').reverse().join('-');

/** A day as the spec writes it on screen, in Excel and in print: yyyy-mm-dd → dd-mm-yyyy. */
export const formatDay = (iso: string): string => isoToDayMonthYear(iso);

/**
 * A day typed into a date field: dd/mm/yyyy, dd-mm-yyyy or dd.mm.yyyy (one-digit day and month
 * too, Devanagari digits too) or ISO, as yyyy-mm-dd when it is a real calendar day.
 */
export function parseTypedDay(text: string): string | undefined {
  const digits = text.trim().replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return parseDayMonthYear(digits.replace(/^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/, '$1-$2-$3'));
}

/**
 * A time of day typed as H:mm, HH:mm or H.mm (Devanagari digits too), or an Excel time (a
 * fraction of a day), as HH:mm (24-hour) when it is one; else undefined.
 */
export function parseTimeOfDay(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!(value >= 0 && value < 1)) return undefined;
    const minutes = Math.round(value * 24 * 60) % (24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  if (typeof value !== 'string' || value.length > 8) return undefined;
  const typed = value.trim().replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(typed);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}

// built once: a formatter per call is slow
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as dd-mm-yyyy HH:mm (DESIGN §10), in India time. */
export const formatDateTime = (iso: string | Date): string =>
  DATE_TIME.format(new Date(iso)).replace(',', '').replaceAll('/', '-');
