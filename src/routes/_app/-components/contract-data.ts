import { fetchMyContracts, type ContractEntry } from '../../../api/contracts.ts';
import { fetchContractLinks, fetchDeliverables } from '../../../api/delivery.ts';
import type { DeliverablesView, LinksView } from '../../../api/delivery-schemas.ts';
import { fetchContractTerms } from '../../../api/packages.ts';
import { fetchPastWork } from '../../../api/past-work.ts';
import type { PastWorkRequest } from '../../../domain/past-work.ts';
import { fetchContractReviews, type ContractReviewsView } from '../../../api/reviews.ts';
import type { ContractTermsView } from '../../../domain/usage-rights.ts';

export interface ContractData extends DeliverablesView {
  links: LinksView;
  /** The campaign and the creator, from the caller's contracts list. */
  entry: ContractEntry | null;
  /** Reviews both ways (issue 24). */
  reviews: ContractReviewsView;
  /** The terms with their usage rights and the creator's acceptance; null for a contract made before contracts had terms (issue 24). */
  terms: ContractTermsView | null;
  /** Requests to show its published posts on the creator's page (issue 24). */
  pastWork: PastWorkRequest[];
}

/** One contract's page, for either side: its deliverables (the API applies any passed deadline first), links, and names. */
export async function loadContract(contractId: string): Promise<ContractData> {
  const [deliverables, links, mine, reviews, terms, pastWork] = await Promise.all([
    fetchDeliverables(contractId), fetchContractLinks(contractId), fetchMyContracts(), fetchContractReviews(contractId), fetchContractTerms(contractId),
    fetchPastWork(contractId),
  ]);
  return { ...deliverables, links, entry: mine.find((e) => e.contract.id === contractId) ?? null, reviews, terms, pastWork };
}
