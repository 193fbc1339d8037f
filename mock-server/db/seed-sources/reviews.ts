import type { SeedSource } from '../seed.ts';
import { contractTerms, creatorPackages, pastWork, reviews, termsAcceptances } from '../schema/reviews.ts';

/**
 * How db.json's reviews, creators' packages, past work, and contracts' terms with their acceptances become rows
 * (mock-server/db/seed.ts), after the contracts and deliverables they name. `npx tsx scripts/seed-terms.ts` writes the terms.
 */
export const SOURCES: SeedSource[] = [
  { table: reviews, collection: 'reviews' },
  { table: creatorPackages, collection: 'creatorPackages' },
  { table: pastWork, collection: 'pastWork' },
  { table: contractTerms, collection: 'contractTerms' },
  { table: termsAcceptances, collection: 'termsAcceptances' },
];
