import type { GeoImportRow } from '../../src/domain/geoImport';

/** A geography sheet's row as the tests write it: code, parent's code, level, name, suffix. */
export const geoRow = (
  code: string,
  parentCode: string | undefined,
  levelId: number,
  name: string,
  suffix: string,
): GeoImportRow => ({
  code,
  ...(parentCode ? { parentCode } : {}),
  levelId,
  name,
  suffix,
});
