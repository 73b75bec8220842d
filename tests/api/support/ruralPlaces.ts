import type { TestApp } from './testApp';
import { placeId } from './testApp';

/** पश्चिम पुणे ग्रामीण जिल्हा's two तालुके of the demo tree and their उपखंड. */
export const RURAL = {
  mulshi: ['पौड', 'हिंजवडी', 'बावधन'],
  maval: ['वडगाव', 'कामशेत', 'लोणावळा'],
} as const;

/** The ids of the जिल्हा (`jilha`), its two तालुके (`mulshi`, `maval`) and their उपखंड by name. */
export async function ruralPlaces(t: TestApp): Promise<Record<string, number>> {
  const jilha = ['पुणे', 'पश्चिम पुणे'];
  const ids: Record<string, number> = { jilha: await placeId(t.db, jilha) };
  for (const [taluka, names] of Object.entries(RURAL)) {
    const talukaName = taluka === 'mulshi' ? 'मुळशी' : 'मावळ';
    ids[taluka] = await placeId(t.db, [...jilha, talukaName]);
    for (const name of names) ids[name] = await placeId(t.db, [...jilha, talukaName, name]);
  }
  return ids;
}
