import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, SEED, signInViaApi, type ApiSession } from './api.ts';
import { baseURL } from '../../playwright.config.ts';

/** The e2e server's data folder is `.e2e/<port>/`: PGlite's database in `pglite/`, uploaded files in `uploads/`. */
export const e2eDataDir = path.resolve('.e2e', new URL(baseURL).port);
export const uploadsDir = path.join(e2eDataDir, 'uploads');

/**
 * What the team sees of stored surveys or job applications: the admin inbox's list, read through the real API as
 * admin@ (the database belongs to the server process, so the API is the way in, as it is for a person).
 */
export async function storedByAdmin(request: APIRequestContext, list: 'surveys' | 'applications', session?: ApiSession): Promise<Array<Record<string, unknown>>> {
  const admin = session ?? (await signInViaApi(request, SEED.admin));
  const page = (await callApi(request, admin, 'get', `admin/${list}?pageSize=50`)) as { items: Array<Record<string, unknown>> };
  return page.items;
}

export const listUploads = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);

/** A tiny but well-formed one-page PDF, with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const text = 'BT /F1 18 Tf 20 40 Td (Sauti CV) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes `data` to a fresh temporary folder under `name`; the folder goes when the test's process ends. */
export function tempFile(name: string, data: Buffer | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauti-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return file;
}

/**
 * Slows the real network for this page (Chrome DevTools Protocol), so a short-lived state such as
 * 'Submitting...' can be seen. Nothing is mocked: requests still reach the local API.
 */
export async function slowNetwork(page: Page, latencyMs = 1500): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** Presses Tab (only the keyboard) until `isFocused` holds; fails after `max` presses. */
export async function tabUntil(page: Page, isFocused: () => Promise<boolean>, max = 80, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached the target after ${max} presses of ${key}`);
}
