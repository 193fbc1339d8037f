/** A contract's terms and usage rights (issue 24; docs/decisions/0019-trust.md), in plain words. */
export const contractTerms = {
  heading: 'Terms and usage rights',
  intro: 'What the creator makes, and where, for how long and in which countries the brand may use it.',
  version: (version: number) => `Terms version ${version}`,
  noRights: 'The brand may share the post as it is published, nothing more.',
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
