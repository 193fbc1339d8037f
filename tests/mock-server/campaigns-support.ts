import { asc } from 'drizzle-orm';
import type { Application, Contract, Match } from '../../machines/campaignTypes.ts';
import { applicationRecord, insertApplication } from '../../mock-server/application-records.ts';
import { catchUp } from '../../mock-server/campaign-mirror.ts';
import { campaignById, insertCampaign, updateCampaign } from '../../mock-server/campaign-records.ts';
import { contractRecord, insertContract, setContractStatus } from '../../mock-server/contract-records.ts';
import { campaignApplications, campaigns, contracts, matches } from '../../mock-server/db/schema/campaigns.ts';
import type { makeServer } from './support.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';

/**
 * Places and reads the campaigns part's records the way its code does: in PostgreSQL, with lowdb's copy kept in step
 * (the dual write other parts read until the merge), then saved.
 */
type Server = Pick<Awaited<ReturnType<typeof makeServer>>, 'ctx'>;

const saved = <T>(server: Server, value: T): T => {
  server.ctx.store.write();
  return value;
};

/** No campaigns, applications, contracts or matches at all. */
export async function clearCampaigns(server: Server): Promise<void> {
  for (const table of [matches, contracts, campaignApplications, campaigns]) await server.ctx.db.delete(table);
  server.ctx.store.set('campaigns', []).set('campaignApplications', []).set('contracts', []).set('matches', []).write();
}

export const placeCampaign = async (server: Server, record: CampaignRecord) => saved(server, await insertCampaign(server.ctx, record));
export const changeCampaign = async (server: Server, id: string, changes: Partial<CampaignRecord>) => saved(server, await updateCampaign(server.ctx, id, changes));
export const placeApplication = async (server: Server, record: Application) => saved(server, await insertApplication(server.ctx, record));
export const placeContract = async (server: Server, record: Contract) => saved(server, await insertContract(server.ctx, record));
export const setContract = async (server: Server, id: string, status: Contract['status']) => saved(server, await setContractStatus(server.ctx, id, status));

/**
 * What PostgreSQL holds, in the shapes the API stores (oldest stored first), read as this part reads: after copying
 * what the other parts' synchronous code changed in lowdb (campaign-mirror.ts, until the merge).
 */
export const storedCampaign = (server: Server, id: string) => campaignById(server.ctx, id);
export async function storedApplications(server: Server): Promise<Application[]> {
  await catchUp(server.ctx);
  return (await server.ctx.db.select().from(campaignApplications).orderBy(asc(campaignApplications.seq))).map(applicationRecord);
}
export async function storedContracts(server: Server): Promise<Contract[]> {
  await catchUp(server.ctx);
  return (await server.ctx.db.select().from(contracts).orderBy(asc(contracts.seq))).map(contractRecord);
}
export const storedMatches = (server: Server): Promise<Match[]> => server.ctx.db.select().from(matches);
