// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCampaignForm } from '../../src/lib/campaign-form.ts';
import { ReviewStep } from '../../src/routes/_app/-components/campaign-wizard/review-step.tsx';

afterEach(cleanup);

/** Two deliverables with usage rights as typed, and a third row only started (a platform, no type). */
const values = () => ({
  ...emptyCampaignForm(), title: 'Kahawa mornings', countries: ['KE'],
  deliverables: [
    { platform: 'instagram' as const, type: 'reel' as const, quantity: '2', dueDays: '10', rights: [
      { use: 'organic' as const, duration: '30', unit: 'days' as const, countries: ['KE'], price: '0' },
      { use: 'paid_ads' as const, duration: '3', unit: 'months' as const, countries: ['KE'], price: '2500.5' },
    ] },
    { platform: 'tiktok' as const, type: 'video' as const, quantity: '1', dueDays: '14', rights: [] },
    { platform: 'youtube' as const, type: '' as const, quantity: '1', dueDays: '14', rights: [] },
  ],
});

describe('the wizard\'s review (campaign-wizard/review-step.tsx): what will be saved, from briefFromForm', () => {
  it('lists each finished deliverable with its usage rights and their prices as they will be saved', () => {
    render(<ReviewStep values={values()} onEdit={() => {}} />);
    const deliverables = within(screen.getByRole('region', { name: 'Deliverables' }));
    // The unfinished YouTube row is left out, as briefFromForm's brief is what the wizard saves.
    expect(deliverables.getByText(/^1 × TikTok video, due 14 days/)).toBeTruthy();
    expect(deliverables.queryByText(/YouTube/)).toBeNull();
    expect(deliverables.getByText(/^2 × Instagram .*, due 10 days after acceptance$/)).toBeTruthy();
    expect(deliverables.getByText(/in Kenya for 30 days\. Included in the fee\.$/)).toBeTruthy();
    expect(deliverables.getByText(/in Kenya for 3 months\. Priced at KES 2,500\.50, part of the fee\.$/)).toBeTruthy();
    expect(deliverables.getByText('No usage rights: the brand may only use these posts where they were published.')).toBeTruthy();
  });
});
