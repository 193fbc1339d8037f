import type { ServerContext } from './context.ts';
import { readSeed } from './db/seed.ts';

/** An open job role of the careers page (spec §3): reference data, in the seed's `roles`, never written. */
export interface JobRole {
  id: string;
  title: string;
}

const bySeed = new Map<string, readonly JobRole[]>();

/**
 * The job roles, as json-server's router serves them at /api/roles (reference-data.ts): read from the seed file once
 * per server process, as the router reads them.
 */
export function jobRoles(ctx: Pick<ServerContext, 'seedFile'>): readonly JobRole[] {
  let roles = bySeed.get(ctx.seedFile);
  if (!roles) {
    roles = ((readSeed(ctx.seedFile).roles ?? []) as JobRole[]).map(({ id, title }) => ({ id, title }));
    bySeed.set(ctx.seedFile, roles);
  }
  return roles;
}
