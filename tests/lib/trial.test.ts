import { describe, expect, it } from 'vitest';
import { planNow, trialRunning } from '../../src/lib/trial.ts';

const NOW = Date.parse('2026-03-01T09:00:00.000Z');
const trial = { plan: 'brand-professional', startedAt: '2026-02-20T09:00:00.000Z', endsAt: '2026-03-06T09:00:00.000Z' };
const onTrial = { id: 'brand-professional', name: 'Professional', status: 'trial' as const, until: trial.endsAt };

describe('the plan the app shows', () => {
  it('reads a trial or grace past its end as the free tier, but not a paid period', () => {
    expect(planNow(onTrial, NOW)).toBe(onTrial);
    expect(planNow(onTrial, Date.parse(trial.endsAt))).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
    const paid = { ...onTrial, status: 'paid' as const };
    expect(planNow(paid, Date.parse(trial.endsAt) + 1)).toBe(paid);
  });

  it('takes the server\'s word on the trial over this device\'s clock', () => {
    const free = { id: 'free', name: 'Free tier', status: 'free' as const, until: null };
    expect(trialRunning({ trial, plan: onTrial }, NOW)).toBe(true);
    expect(trialRunning({ trial, plan: free }, NOW)).toBe(false);
    expect(trialRunning({ trial }, NOW)).toBe(true);
    expect(trialRunning({ trial: null, plan: onTrial }, NOW)).toBe(false);
  });
});
