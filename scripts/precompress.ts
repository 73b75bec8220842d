// Brotli and gzip copies of the built files, written beside them at build time (DESIGN §14):
// the server sends `x.js.br` or `x.js.gz` to a browser that accepts it (@fastify/static's
// `preCompressed`), so nothing is compressed per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` worth it. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written.push(file);
    }),
  );
  return written.sort();
}

/** The Vite plugin: precompresses the output directory once the build is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ssm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
