import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { PlaceCounts } from '../../src/domain/report';
import { mr } from '../../src/i18n/mr';

/** The real Marathi texts, as the screen translates them. */
export const translate = polyglotI18nProvider(() => mr, 'mr').translate;

/** Nine counts in sub-type order 1..9 (DESIGN §7). */
type Nine = [number, number, number, number, number, number, number, number, number];

const blocks = (n: Nine) => ({
  shakha: {
    total: n[0] + n[1] + n[2] + n[3],
    sub_types: { baal: n[0], sanyukta_vidyarthi: n[1], tarun_vyavasayi: n[2], praudh: n[3] },
  },
  saptahik_milan: {
    total: n[4] + n[5] + n[6] + n[7],
    sub_types: {
      maha_vidyarthi: n[4],
      sanyukta_vidyarthi: n[5],
      tarun_vyavasayi: n[6],
      praudh: n[7],
    },
  },
  sangh_mandali: { total: n[8], sub_types: { sangh_mandali: n[8] } },
});

const perType = (n: Nine) => {
  const b = blocks(n);
  const counts = {
    shakha: b.shakha.total,
    saptahik_milan: b.saptahik_milan.total,
    sangh_mandali: b.sangh_mandali.total,
  };
  return { ...counts, total: counts.shakha + counts.saptahik_milan + counts.sangh_mandali };
};

export interface Figures {
  designated?: Nine;
  present?: Nine;
  /** praudh, tarun_vyavasayi, maha_vidyarthi, baal, shishu */
  attendance?: [number, number, number, number, number];
  counts?: Partial<PlaceCounts>;
  found?: boolean;
  extra?: Record<string, unknown>;
}

const ZERO: Nine = [0, 0, 0, 0, 0, 0, 0, 0, 0];

/** A place of the report as the API sends it (the contract's spellings). */
export function rawPlace(
  id: number,
  name: string,
  suffix: string,
  level: number,
  {
    designated = ZERO,
    present = ZERO,
    attendance = [0, 0, 0, 0, 0],
    counts = {},
    found = true,
    extra = {},
  }: Figures = {},
) {
  const [praudh, tarun_vyavasayi, maha_vidyarthi, baal, shishu] = attendance;
  return {
    location_id: id,
    location_name: name,
    name_suffix: suffix,
    level_id: level,
    sanghik_record_found: found,
    ...counts,
    ekunSankalpit: perType(designated),
    sankalp_total: blocks(designated),
    present_Sankalpit: perType(present),
    present_Sankalpit_age_wise: blocks(present),
    present_sayamsevak_upastiti: {
      praudh,
      tarun_vyavasayi,
      maha_vidyarthi,
      baal,
      total: praudh + tarun_vyavasayi + maha_vidyarthi + baal,
      shishu,
    },
    total_present: { total: present.reduce((a, b) => a + b, 0) },
    ...extra,
  };
}

/** A whole answer: the place's own figures, the period, and its child lists in `extra`. */
export const rawReport = (
  id: number,
  name: string,
  suffix: string,
  level: number,
  figures: Figures = {},
) => ({
  ...rawPlace(id, name, suffix, level, figures),
  message: 'Success',
  year: '2026-27',
  month: 10,
  computed_at: '2026-10-14T09:30:00.000Z',
  pending: [],
});
