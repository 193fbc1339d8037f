/** A contract's terms and usage rights (issue 24; docs/decisions/0019-trust.md), in plain words. */
export const contractTerms = {
  heading: 'Terms and usage rights',
  intro: 'What the creator makes, and where, for how long and in which countries the brand may use it.',
  version: (version: number) => `Terms version ${version}`,
  noRights: 'No usage rights: the brand may only use the posts where they were published.',
  /** A contract made before contracts had terms (decision 0019, "Usage rights in campaign briefs"). */
  noTerms: 'No usage terms were recorded for this contract: it was made before contracts had them. The brand may only use the posts where they were published.',
  rightsFrom: (date: string) => `The rights run from ${date}, the day the contract bound both sides.`,
  included: 'included in the fee',
  price: (amount: string) => `${amount} of the fee`,
  endsOn: (date: string) => `Ends on ${date}.`,
  endedOn: (date: string) => `Ended on ${date}: the brand may no longer use it this way.`,
  startsOnAcceptance: (duration: string) => `Runs for ${duration} from the day the creator accepts these terms.`,
  acceptedOn: (date: string, version: number) => `The creator accepted version ${version} of these terms on ${date}.`,
  creator: {
    waitingForPayment: 'The brand has not paid yet. You can accept these terms once the money is held for you.',
    ask: 'Read the terms above. When you accept them, the fee is held for you and the work can start.',
    accept: 'Accept these terms',
    accepted: 'Terms accepted. The fee is now held for you.',
  },
  brand: {
    /** The launch panel of a booked package's campaign: its one creator is already in, so it never recruits. */
    launchIntro: 'Pay the launch fee and the package’s price to hold. Once the payment succeeds, the creator can accept the terms; when they do, the fee is held for them and the work starts.',
    waitingForPayment: 'Pay for this booking on its campaign page: the creator can accept the terms once the money is held.',
    payLink: 'Go to the campaign to pay',
    waitingForCreator: 'Waiting for the creator to accept these terms. The fee is held for them once they do.',
  },
};

/** A campaign brief's usage terms, as a creator reads and accepts them when applying (issue 24, fourth slice). */
export const briefTerms = {
  heading: 'Usage terms',
  intro: 'Where, for how long and in which countries the brand may use your posts. If the brand accepts your application, these terms are your contract’s and the rights run from that day.',
  included: 'Included in the fee.',
  price: (amount: string) => `Priced at ${amount}, part of the fee.`,
  noRights: 'No usage rights: the brand may only use these posts where they were published.',
  acceptedOn: (date: string) => `You accepted these terms on ${date}.`,
  accept: 'I accept these usage terms',
  acceptHint: 'Read the usage terms on this page first: if the brand accepts you, they are your contract’s.',
  mustAccept: 'Tick the box to accept the usage terms.',
  askAgain: 'The brand can accept your application once you accept these terms.',
  acceptButton: 'Accept these usage terms',
  accepted: 'Usage terms accepted. The brand can now accept your application.',
  /** On an invitation: the rights in a few words. */
  summary: (rights: string) => `Usage rights: ${rights}.`,
};
