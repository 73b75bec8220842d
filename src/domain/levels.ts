/** Level ids of the geographic tree (DESIGN §6). Ids 4 and 5 exist for other deployments. */
export const LEVEL = {
  PRANT: 1,
  VIBHAG: 2,
  BHAG: 3,
  JILHA: 4,
  KHAND: 5,
  TALUKA: 6,
  NAGAR: 7,
  UPKHAND: 8,
  MANDAL: 9,
  GAON: 10,
  VASTI: 11,
} as const;

export type LevelId = number;

/** Suffixes stored on places; they tell apart places that share a level id. */
export const SUFFIX = {
  PRANT: 'प्रांत',
  VIBHAG: 'विभाग',
  BHAG: 'भाग',
  GRAMIN_JILHA: 'ग्रामीण जिल्हा',
  TALUKA: 'तालुका',
  NAGAR: 'नगर',
  UPKHAND: 'उपखंड',
  UPKHAND_NAGAR: 'उपखंड नगर',
  MANDAL: 'मंडल',
  GAON: 'गाव',
  VASTI: 'वस्ती',
} as const;

/** Marathi level names, as stored in the level table and shown in the chip. */
export const LEVEL_NAMES: Readonly<Record<number, string>> = {
  1: 'प्रांत',
  2: 'विभाग',
  3: 'भाग / ग्रामीण जिल्हा',
  4: 'जिल्हा',
  5: 'खंड',
  6: 'तालुका',
  7: 'शहरी नगर',
  8: 'उपखंड',
  9: 'मंडल',
  10: 'गाव',
  11: 'वस्ती',
};

/** The name a person reads for a place's level: the suffix where it is more precise. */
export function levelLabel(levelId: number, nameSuffix?: string | null): string {
  if ((levelId === LEVEL.BHAG || levelId === LEVEL.UPKHAND) && nameSuffix) return nameSuffix;
  return LEVEL_NAMES[levelId] ?? String(levelId);
}

/** Level colours (levels 1 to 11) used by the tree page and the picker. */
export const LEVEL_COLOURS: Readonly<Record<number, string>> = {
  1: '#b71c1c',
  2: '#e65100',
  3: '#f9a825',
  4: '#827717',
  5: '#558b2f',
  6: '#2e7d32',
  7: '#00838f',
  8: '#1565c0',
  9: '#4527a0',
  10: '#6a1b9a',
  11: '#ad1457',
};

/** Every level of the tree, 1 (प्रांत) to 11 (वस्ती). */
export const ALL_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export const VOLUNTEER_LEVELS: readonly number[] = [LEVEL.GAON, LEVEL.VASTI];
export const LEAF_LEVELS: readonly number[] = [LEVEL.GAON, LEVEL.VASTI];
export const GATHERING_LEVELS: readonly number[] = [LEVEL.NAGAR, LEVEL.UPKHAND];
export const REPORT_LEVELS: readonly number[] = [
  LEVEL.BHAG,
  LEVEL.TALUKA,
  LEVEL.NAGAR,
  LEVEL.UPKHAND,
];
export const TOO_BROAD_LEVELS: readonly number[] = [LEVEL.PRANT, LEVEL.VIBHAG];
export const SYSTEM_USER_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const isVolunteerLevel = (levelId: number) => VOLUNTEER_LEVELS.includes(levelId);
export const isGatheringLevel = (levelId: number) => GATHERING_LEVELS.includes(levelId);
export const isReportLevel = (levelId: number) => REPORT_LEVELS.includes(levelId);
export const isTooBroadForListing = (levelId: number) => TOO_BROAD_LEVELS.includes(levelId);
export const isSystemUserLevel = (levelId: number) => SYSTEM_USER_LEVELS.includes(levelId);
