import { describe, expect, it } from 'vitest';
import { campaignMachine, type CampaignEvent } from '../../../machines/lifecycles/campaignMachine.ts';
import { CAMPAIGN_STATUSES } from '../../../src/domain/campaign-types.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const EVENTS: CampaignEvent['type'][] = [
  'UPDATE', 'SUBMIT', 'APPROVE', 'REQUEST_CHANGES', 'REJECT', 'EDIT', 'PAY_LAUNCH', 'PAYMENT_SUCCEEDED', 'PAYMENT_FAILED', 'PAUSE', 'RESUME', 'CLOSE_RECRUITING', 'COMPLETE', 'CANCEL',
];
// The machine has no guards or context: one sample of each event reaches every transition.
const options: ModelOptions = { events: EVENTS.map((type) => ({ type })) };

describe('campaignMachine (model-based)', () => {
  it('reaches every campaign status', () => {
    expect(reachedStates(modelPaths(campaignMachine, options))).toEqual(CAMPAIGN_STATUSES.map((s) => JSON.stringify(s)).sort());
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(campaignMachine, options)).toEqual([]);
  });
});
