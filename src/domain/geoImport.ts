import { LEAF_LEVELS, LEVEL_NAMES, SUFFIX } from './levels';

/**
 * The organisation's own geography, imported from a sheet (issue 27): one row a place, matched
 * by the organisation's code, so importing the same sheet again changes nothing, a changed name
 * renames and a changed parent moves. These rules are the browser's check and the server's.
 */
export interface GeoImportRow {
  code: string;
  /** The parent's code (in the sheet or already in the tree) … */
  parentCode?: string;
  /** … or a place already in the tree without a code, by its id. */
  parentId?: number;
  levelId: number;
  name: string;
  suffix: string;
}

/** A place already in the tree, as the plan needs it. */
export interface TreePlace {
  location_id: number;
  parent_id: number | null;
  level_id: number;
  localized_name: string;
  name_suffix: string;
  code: string | null;
}

export interface GeoProblem {
  /** The row's index in the sheet (0-based). */
  row: number;
  field: 'code' | 'parent' | 'levelId' | 'name' | 'suffix';
  key: string;
}

/** Where a row's place goes: its parent, an existing place or another row of the sheet. */
export type ParentRef = { id: number } | { row: number } | null;

export interface GeoStep {
  row: number;
  /** The place the row matches by code, when it is in the tree already. */
  existingId?: number;
  parent: ParentRef;
  action: 'add' | 'rename' | 'move' | 'renameAndMove' | 'same';
  /** The place has no code yet (the first admin's root): the row's code becomes its own. */
  takesCode?: true;
}

/** `POST /geo/import`'s body and answer. */
export interface GeoImportBody {
  rows: GeoImportRow[];
  dryRun?: boolean;
}

export interface GeoImportAnswer {
  dryRun: boolean;
  /** What the sheet does (or would do): places added, renamed, moved, left as they are. */
  summary: { add: number; rename: number; move: number; same: number };
  problems: (GeoProblem & { message: string })[];
}

export const GEO_MESSAGE = {
  CODE: 'app.geoImport.problem.code',
  DUPLICATE_CODE: 'app.geoImport.problem.duplicateCode',
  NAME: 'app.geoImport.problem.name',
  LEVEL: 'app.geoImport.problem.level',
  LEVEL_CHANGE: 'app.geoImport.problem.levelChange',
  SUFFIX: 'app.geoImport.problem.suffix',
  UNKNOWN_PARENT: 'app.geoImport.problem.unknownParent',
  NO_PARENT: 'app.geoImport.problem.noParent',
  PARENT_LEVEL: 'app.geoImport.problem.parentLevel',
  CYCLE: 'app.geoImport.problem.cycle',
} as const;

/** The suffixes a level's places may carry (DESIGN §6; 4 and 5 for other deployments). */
export const LEVEL_SUFFIXES: Readonly<Record<number, readonly string[]>> = {
  1: [SUFFIX.PRANT],
  2: [SUFFIX.VIBHAG],
  3: [SUFFIX.BHAG, SUFFIX.GRAMIN_JILHA],
  4: ['जिल्हा'],
  5: ['खंड'],
  6: [SUFFIX.TALUKA],
  7: [SUFFIX.NAGAR],
  8: [SUFFIX.UPKHAND, SUFFIX.UPKHAND_NAGAR],
  9: [SUFFIX.MANDAL],
  10: [SUFFIX.GAON],
  11: [SUFFIX.VASTI],
};

const MAX_TEXT = 100;

/**
 * Whether a place of `levelId` may sit under one of `parentLevel`: a level below it, and a गाव
 * or वस्ती has nothing below it (DESIGN §6: they are the leaves, as the pickers show them).
 */
export const fitsUnder = (parentLevel: number, levelId: number): boolean =>
  levelId > parentLevel && levelId !== 1 && !LEAF_LEVELS.includes(parentLevel);
const clean = (text: unknown) => (typeof text === 'string' ? text.trim() : '');

/**
 * What each row says of itself, without the tree (the browser's check too): a code, once; a
 * name; a level and one of its suffixes.
 */
export function rowProblems(rows: readonly GeoImportRow[]): GeoProblem[] {
  const problems: GeoProblem[] = [];
  const say = (row: number, field: GeoProblem['field'], key: string) =>
    problems.push({ row, field, key });
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const code = clean(r.code);
    if (!code || code.length > 50) say(i, 'code', GEO_MESSAGE.CODE);
    else if (seen.has(code)) say(i, 'code', GEO_MESSAGE.DUPLICATE_CODE);
    seen.add(code);
    for (const p of namingProblems(r)) say(i, p.field, p.key);
  });
  return problems;
}

/**
 * A place's own naming (an import's row, a place added or renamed on the tree): a name, a level
 * and one of its suffixes.
 */
export function namingProblems(place: {
  levelId: number;
  name: string;
  suffix: string;
}): { field: 'name' | 'levelId' | 'suffix'; key: string }[] {
  const out: { field: 'name' | 'levelId' | 'suffix'; key: string }[] = [];
  const name = clean(place.name);
  if (!name || name.length > MAX_TEXT) out.push({ field: 'name', key: GEO_MESSAGE.NAME });
  if (!Number.isInteger(place.levelId) || !LEVEL_NAMES[place.levelId])
    out.push({ field: 'levelId', key: GEO_MESSAGE.LEVEL });
  else if (!LEVEL_SUFFIXES[place.levelId]!.includes(clean(place.suffix)))
    out.push({ field: 'suffix', key: GEO_MESSAGE.SUFFIX });
  return out;
}

/** Every row's problems, and for a sheet without any, what each row does (parents first). */
export function planGeoImport(
  rows: readonly GeoImportRow[],
  tree: readonly TreePlace[],
): { problems: GeoProblem[]; steps: GeoStep[] } {
  const problems: GeoProblem[] = [];
  const say = (row: number, field: GeoProblem['field'], key: string) =>
    problems.push({ row, field, key });
  const byCode = new Map(tree.filter((p) => p.code).map((p) => [p.code!, p]));
  // the root `npm run admin:create` made has no code yet: the sheet's root row names it
  const codelessRoot = tree.find((p) => p.parent_id === null && !p.code);
  const sheetRoot = rows.findIndex(
    (r) => !clean(r.parentCode) && r.parentId === undefined && r.levelId === 1,
  );
  if (codelessRoot && sheetRoot >= 0 && !byCode.has(clean(rows[sheetRoot]!.code)))
    byCode.set(clean(rows[sheetRoot]!.code), codelessRoot);
  const byId = new Map(tree.map((p) => [p.location_id, p]));
  const rowOfCode = new Map<string, number>();

  problems.push(...rowProblems(rows));
  rows.forEach((r, i) => {
    const code = clean(r.code);
    if (code && !rowOfCode.has(code)) rowOfCode.set(code, i);
    const known = byCode.get(code);
    if (known && Number.isInteger(r.levelId) && known.level_id !== r.levelId)
      say(i, 'levelId', GEO_MESSAGE.LEVEL_CHANGE);
  });

  const parentOf = (i: number): ParentRef | 'unknown' => {
    const r = rows[i]!;
    const parentCode = clean(r.parentCode);
    if (parentCode) {
      if (rowOfCode.has(parentCode)) return { row: rowOfCode.get(parentCode)! };
      const known = byCode.get(parentCode);
      return known ? { id: known.location_id } : 'unknown';
    }
    if (r.parentId !== undefined) return byId.has(r.parentId) ? { id: r.parentId } : 'unknown';
    return null;
  };
  const levelOfParent = (p: ParentRef) =>
    p === null ? 0 : 'id' in p ? byId.get(p.id)!.level_id : rows[p.row]!.levelId;

  const parents = rows.map((r, i) => {
    const parent = parentOf(i);
    const existing = byCode.get(clean(r.code));
    if (parent === 'unknown') say(i, 'parent', GEO_MESSAGE.UNKNOWN_PARENT);
    else if (parent === null) {
      // only the root has no parent: the first import's, or the root already in the tree
      const isRoot = existing ? existing.parent_id === null : tree.length === 0;
      if (!isRoot || r.levelId !== 1) say(i, 'parent', GEO_MESSAGE.NO_PARENT);
    } else if (!fitsUnder(levelOfParent(parent), r.levelId)) {
      say(i, 'parent', GEO_MESSAGE.PARENT_LEVEL);
    }
    return parent === 'unknown' ? null : parent;
  });
  if (rows.filter((r, i) => parents[i] === null && !byCode.get(clean(r.code))).length > 1) {
    rows.forEach((_, i) => parents[i] === null && say(i, 'parent', GEO_MESSAGE.NO_PARENT));
  }

  // a cycle: a row reaches itself through the sheet's parents, or through the tree's
  const ancestorsInTree = (id: number): number[] => {
    const out: number[] = [];
    for (let p = byId.get(id); p; p = p.parent_id === null ? undefined : byId.get(p.parent_id))
      out.push(p.location_id);
    return out;
  };
  rows.forEach((r, i) => {
    const seen = new Set<number>([i]);
    for (let p = parents[i]; p && 'row' in p; p = parents[p.row]) {
      if (seen.has(p.row)) return say(i, 'parent', GEO_MESSAGE.CYCLE);
      seen.add(p.row);
    }
    const own = byCode.get(clean(r.code));
    const top = [...seen].map((row) => parents[row]).find((p) => p && 'id' in p);
    if (own && top && 'id' in top && ancestorsInTree(top.id).includes(own.location_id))
      say(i, 'parent', GEO_MESSAGE.CYCLE);
  });
  if (problems.length) return { problems, steps: [] };

  const steps: GeoStep[] = [];
  const placed = new Set<number>();
  const place = (i: number) => {
    if (placed.has(i)) return;
    const parent = parents[i]!;
    if (parent && 'row' in parent) place(parent.row);
    placed.add(i);
    const r = rows[i]!;
    const existing = byCode.get(clean(r.code));
    if (!existing) return steps.push({ row: i, parent, action: 'add' });
    // a parent row of the sheet is the same place when its code is already in the tree
    const parentId =
      parent === null
        ? null
        : 'id' in parent
          ? parent.id
          : byCode.get(clean(rows[parent.row]!.code))?.location_id;
    const moved = parentId === undefined || parentId !== existing.parent_id;
    const renamed =
      existing.localized_name !== clean(r.name) || existing.name_suffix !== clean(r.suffix);
    const action = moved ? (renamed ? 'renameAndMove' : 'move') : renamed ? 'rename' : 'same';
    const takesCode = existing.code ? {} : { takesCode: true as const };
    steps.push({ row: i, existingId: existing.location_id, parent, action, ...takesCode });
  };
  rows.forEach((_, i) => place(i));
  return { problems, steps };
}
