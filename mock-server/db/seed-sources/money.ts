import type { SeedSource } from '../seed.ts';

/** How db.json's money collections become rows (mock-server/db/seed.ts). */
export const SOURCES: SeedSource[] = [];
