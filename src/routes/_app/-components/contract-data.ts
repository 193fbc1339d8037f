import { fetchMyContracts, type ContractEntry } from '../../../api/contracts.ts';
import { fetchContractLinks, fetchDeliverables } from '../../../api/delivery.ts';
import type { DeliverablesView, LinksView } from '../../../api/delivery-schemas.ts';
import { fetchContractReviews, type ContractReviewsView } from '../../../api/reviews.ts';

export interface ContractData extends DeliverablesView {
  links: LinksView;
  /** The campaign and the creator, from the caller's contracts list. */
  entry: ContractEntry | null;
  /** Reviews both ways (issue 24). */
  reviews: ContractReviewsView;
}

/** One contract's page, for either side: its deliverables (the API applies any passed deadline first), links, and names. */
export async function loadContract(contractId: string): Promise<ContractData> {
  const [deliverables, links, mine, reviews] = await Promise.all([fetchDeliverables(contractId), fetchContractLinks(contractId), fetchMyContracts(), fetchContractReviews(contractId)]);
  return { ...deliverables, links, entry: mine.find((e) => e.contract.id === contractId) ?? null, reviews };
}
