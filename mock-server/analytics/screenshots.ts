import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerContext } from '../context.ts';
import type { ImageKind } from '../images.ts';
import { uploadsDir } from '../uploads.ts';
import type { StoredScreenshot } from './collections.ts';

const FILE_NAME = /^[A-Za-z0-9_-]+\.(png|jpg|webp)$/;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** Seeded reports point at committed placeholders (`seed-*.png`), as the working copy's uploads folder starts empty. */
export const SEED_SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../seed-uploads/metrics');

const screenshotsDir = (ctx: ServerContext) => path.join(uploadsDir(ctx), 'metrics');

/** Writes an accepted screenshot under a generated name, beside the data file and outside every served folder. */
export async function storeScreenshot(ctx: ServerContext, data: Buffer, kind: ImageKind): Promise<StoredScreenshot> {
  const dir = screenshotsDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  const storedName = `${ctx.random.id().replace(/[^A-Za-z0-9_-]/g, '')}.${kind.ext}`;
  await fs.writeFile(path.join(dir, storedName), data, { flag: 'wx' });
  return { storedName, type: kind.type, size: data.length };
}

export const removeScreenshot = (ctx: ServerContext, storedName: string) => fs.rm(path.join(screenshotsDir(ctx), path.basename(storedName)), { force: true });

/** Where a stored screenshot is and its type, or null for a name this module did not make. */
export function screenshotFile(ctx: ServerContext, storedName: string): { file: string; type: string } | null {
  if (!FILE_NAME.test(storedName)) return null;
  const dir = storedName.startsWith('seed-') ? SEED_SCREENSHOTS_DIR : screenshotsDir(ctx);
  return { file: path.join(dir, storedName), type: TYPES[storedName.split('.').pop()!]! };
}
