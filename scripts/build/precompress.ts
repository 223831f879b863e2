import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files served as text: each gets a .br and a .gz beside it. Images, fonts (woff2 is compressed) are left alone. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Brotli at its best quality and gzip at level 9: made once at build time, so the slow settings are free. */
async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const brotliParams = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
  };
  const [br, gz] = await Promise.all([
    brotli(source, { params: brotliParams }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir` (HTML included), for the
 * server's static plugin to send by Accept-Encoding (@fastify/static `preCompressed`).
 */
export async function precompressDir(dir: string): Promise<{ files: number }> {
  if (!(await stat(dir).catch(() => null))?.isDirectory())
    throw new Error(`precompress: no directory ${dir}`);
  const files = (await listFiles(dir)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(files.map(compressFile));
  return { files: files.length };
}

/** The Vite plugin: once the build is written (public files included), compress the output directory. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tala:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
