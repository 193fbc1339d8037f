import * as v from 'valibot';
import type { CreatorPackage } from '../domain/creator-page.ts';
import type { TermsDeliverable } from '../domain/usage-rights.ts';
import type { Currency } from '../domain/campaign-types.ts';
import { api, request } from '../lib/api.ts';
import { PackageSchema } from './creator-pages.ts';

/** A creator's own packages (issue 24, the package editor): list, create, edit, withdraw. */
/** `verified`: whether the creator may publish; the editor shows why not instead of "New package". */
export const MyPackagesAnswer = v.object({ items: v.array(PackageSchema), verified: v.boolean() });
export type MyPackages = v.InferOutput<typeof MyPackagesAnswer>;
export const PackageAnswer = v.object({ package: PackageSchema });

/** What the editor sends: the package without its id and platforms (the API derives them from the lines). */
export interface PackageInput {
  title: string;
  description: string;
  price: number;
  currency: Currency;
  deliveryDays: number;
  deliverables: TermsDeliverable[];
}

const path = (id: string) => encodeURIComponent(id);
const one = (d: unknown) => v.parse(PackageAnswer, d).package;

export const fetchMyPackages = (): Promise<MyPackages> =>
  request(() => api.get('packages/mine').json(), (d) => v.parse(MyPackagesAnswer, d), 'We could not load your packages. Please try again.');

export const savePackage = (id: string | null, body: PackageInput): Promise<CreatorPackage> =>
  request(() => (id ? api.put(`packages/${path(id)}`, { json: body }) : api.post('packages', { json: body })).json(), one, 'Your package could not be saved. Please try again.');

export const withdrawPackage = (id: string): Promise<CreatorPackage> =>
  request(() => api.post(`packages/${path(id)}/withdraw`).json(), one, 'Your package could not be withdrawn. Please try again.');
