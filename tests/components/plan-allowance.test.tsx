// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanUsage } from '../../src/api/plans.ts';
import { allowanceLine, PlanAllowance, planAllowsAnother } from '../../src/components/plans/plan-allowance.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

const free = { id: 'free', name: 'Free tier', status: 'free', until: null } as const;
const professional = { id: 'brand-professional', name: 'Professional', status: 'trial', until: '2026-12-10T00:00:00.000Z' } as const;
const usage = (plan: PlanUsage['plan'], kind: PlanUsage['kind'], limit: number | null, used: number): PlanUsage => ({ plan, kind, limit, used });

describe('the plan allowance before a limited action (components/plans/plan-allowance.tsx, issue 19)', () => {
  afterEach(cleanup);

  it('words the usage for each audience', () => {
    expect(allowanceLine('brand', usage(professional, 'activeCampaigns', 10, 9))).toBe('9 of 10 active campaigns on Professional.');
    expect(allowanceLine('influencer', usage(free, 'openApplications', 5, 1))).toBe('1 of 5 open applications on the free tier.');
    expect(allowanceLine('influencer', usage({ ...professional, id: 'influencer-elite', name: 'Elite Creator' }, 'openApplications', null, 1)))
      .toBe('1 open application on Elite Creator, with no limit.');
  });

  it('lets the action show below the limit (and when the usage is unknown), not at it', () => {
    expect(planAllowsAnother(usage(free, 'openApplications', 5, 4))).toBe(true);
    expect(planAllowsAnother(null)).toBe(true);
    expect(planAllowsAnother(usage(free, 'openApplications', 5, 5))).toBe(false);
    expect(planAllowsAnother(usage(free, 'openApplications', null, 500))).toBe(true);
  });

  it('at a creator\'s limit says why applying is not possible, in the server\'s words, and links to the plans', async () => {
    await renderWithRouter(<PlanAllowance audience="influencer" usage={usage(free, 'openApplications', 5, 5)} />);
    expect(screen.getByRole('heading', { name: 'You cannot apply to another campaign yet' })).toBeTruthy();
    expect(document.body.textContent).toContain('5 of 5 open applications on the free tier. The free tier allows 5 open applications at a time.');
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/upgrade');
  });

  it('below the limit is one line, with no warning', async () => {
    await renderWithRouter(<PlanAllowance audience="influencer" usage={usage(free, 'openApplications', 5, 2)} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.body.textContent).toContain('2 of 5 open applications on the free tier.');
  });
});
