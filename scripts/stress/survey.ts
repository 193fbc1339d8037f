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

/** A survey as the server stores it: the submission and the optional answers left blank. */
export function storedAnswers(email: string) {
  return {
    ...surveyBody(email),
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
  };
}

/**
 * Stored survey records, as the server writes them, for seeding the database directly: one a minute up to `end`,
 * oldest first, so the admin list sorts real, distinct dates (one shared date would make its sort look cheap).
 */
export function surveyRecords(count: number, end = Date.now()) {
  return Array.from({ length: count }, (_, i) => ({
    id: `seeded-survey-${i}`,
    ...storedAnswers(`seeded-${i}@stress.test`),
    createdAt: new Date(end - (count - 1 - i) * 60_000).toISOString(),
  }));
}
