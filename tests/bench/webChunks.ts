// The built chunks (dist/assets) with their plain, gzip and brotli sizes, and what the browser
// fetched of them during the run.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Phase = 'before sign-in' | 'on the sign-in page' | 'after pressing sign-in';

export interface Fetched {
  url: string;
  type: string;
  phase: Phase;
  /** bytes on the wire (headers included); undefined until loaded */
  bytes?: number;
  encoding?: string;
}

export interface Chunk {
  file: string;
  raw: number;
  gzip?: number;
  brotli?: number;
  fetched?: Fetched;
}

/** The spreadsheet libraries (xlsx; ExcelJS for the upload error file) and the upload's parse worker load only on upload or download (DESIGN §3). */
export const ON_DEMAND_LIBRARY = /^(xlsx|exceljs\.min|parse\.worker)-/;

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : undefined);

/** Every .js and .css of `dir`, largest first, matched with what the browser fetched. */
export function chunksOf(dir: string, fetched: Fetched[]): Chunk[] {
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => {
      const path = join(dir, file);
      return {
        file,
        raw: statSync(path).size,
        gzip: sizeOf(`${path}.gz`),
        brotli: sizeOf(`${path}.br`),
        fetched: fetched.find((f) => new URL(f.url).pathname.endsWith(`/${file}`)),
      };
    })
    .sort((a, b) => b.raw - a.raw);
}

export const kb = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} KB`;

/** On the wire: what the run measured, else the brotli copy a browser would get. */
export const wireBytes = (c: Chunk) => c.fetched?.bytes ?? c.brotli ?? c.gzip ?? c.raw;

export function printChunks(chunks: Chunk[]): void {
  console.log('\nchunks (KB = 1000 bytes; wire = measured in this run, else the brotli copy)');
  console.log(
    'file'.padEnd(44),
    'plain'.padStart(10),
    'gzip'.padStart(10),
    'brotli'.padStart(10),
    'wire'.padStart(10),
    '  loaded',
  );
  for (const c of chunks) {
    console.log(
      c.file.padEnd(44),
      kb(c.raw).padStart(10),
      kb(c.gzip).padStart(10),
      kb(c.brotli).padStart(10),
      kb(wireBytes(c)).padStart(10),
      ` ${c.fetched ? `${c.fetched.phase} (${c.fetched.encoding ?? 'identity'})` : '—'}`,
    );
  }
}
