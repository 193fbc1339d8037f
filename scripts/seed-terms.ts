/**
 * Writes the usage-terms part of the seed (db.json) from the campaigns' rights: `npx tsx scripts/seed-terms.ts`
 * (issue 24; docs/decisions/0019-trust.md, "Usage rights in campaign briefs"). The campaigns' `rights` are the seed's
 * own data; from them this derives, so running it twice gives the same file:
 * - every application sent (a fee proposed) accepted its brief's terms when it was sent: `termsAcceptance` with the
 *   brief's version and hash, at its `createdAt` (an existing acceptance keeps its time);
 * - every contract has its terms (version 1: the brief's, with the agreed fee) in `contractTerms`, and the creator's
 *   acceptance of them in `termsAcceptances`, at their application's acceptance.
 * It reads db.json fresh and replaces only those fields and two collections (appended at the end when new).
 */
import fs from 'node:fs';
import { SEED_FILE } from '../mock-server/config.ts';
import { termsHash } from '../mock-server/packages/terms.ts';
import type { SeedShape } from '../mock-server/types.ts';
import { briefTerms, type ContractTerms } from '../src/domain/usage-rights.ts';

const db = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as SeedShape;
const campaigns = new Map(db.campaigns.map((c) => [c.id, c]));
const campaignOf = (id: string) => {
  const campaign = campaigns.get(id);
  if (!campaign) throw new Error(`No campaign ${id} in the seed.`);
  return campaign;
};

db.campaignApplications = db.campaignApplications.map((application) => {
  if (application.proposedFee === 0) return { ...application, termsAcceptance: null };
  const terms = briefTerms(campaignOf(application.campaignId));
  const acceptedAt = application.termsAcceptance?.acceptedAt ?? application.createdAt;
  return { ...application, termsAcceptance: { version: terms.version, hash: termsHash(terms), acceptedAt } };
});
const applications = new Map(db.campaignApplications.map((a) => [a.id, a]));

const contractTerms: unknown[] = [];
const termsAcceptances: unknown[] = [];
for (const contract of db.contracts) {
  const application = applications.get(contract.applicationId);
  if (!application?.termsAcceptance) throw new Error(`Contract ${contract.id}: its application accepted no terms.`);
  const terms: ContractTerms = { ...briefTerms(campaignOf(contract.campaignId)), fee: contract.agreedFee };
  const hash = termsHash(terms);
  contractTerms.push({ contractId: contract.id, version: terms.version, terms, hash, createdAt: contract.createdAt });
  termsAcceptances.push({
    id: `terms-${contract.id}`, contractId: contract.id, version: terms.version, hash, acceptedBy: contract.creatorId,
    acceptedAt: application.termsAcceptance.acceptedAt,
  });
}
db.contractTerms = contractTerms;
db.termsAcceptances = termsAcceptances;

fs.writeFileSync(SEED_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(`${db.campaignApplications.filter((a) => a.termsAcceptance).length} applications accepted their terms; ${contractTerms.length} contracts have terms.`);
