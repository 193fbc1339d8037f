/** A valid survey submission (mock-server/routes/survey.ts); the email tells records apart. */
export function surveyBody(email: string) {
  return {
    industrySector: 'technology',
    marketingGoals: ['Brand awareness'],
    marketingActivities: ['Social media'],
    biggestChallenge: 'Reaching the right audience.',
    location: 'Nairobi',
    companyName: 'Stress Ltd',
    emailAddress: email,
  };
}

/** Stored survey records, as the server writes them, for seeding the data file directly. */
export function surveyRecords(count: number, createdAt = new Date().toISOString()) {
  return Array.from({ length: count }, (_, i) => ({
    id: `seeded-survey-${i}`,
    ...surveyBody(`seeded-${i}@stress.test`),
    marketingGoalsOther: '',
    marketingActivitiesOther: '',
    socialMediaHesitation: [],
    socialMediaHesitationOther: '',
    marketingResultsImportance: '',
    toolValue: '',
    supportGuidance: [],
    supportGuidanceOther: '',
    aiFamiliarity: '',
    sautiInterest: '',
    aiConcerns: '',
    earlyAccessOffer: '',
    createdAt,
  }));
}
