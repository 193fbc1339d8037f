// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { creatorNet } from '../../src/domain/commission.ts';
import { FeeBreakdownList, feeRangeNet } from '../../src/routes/_app/influencer/-components/fee-breakdown.tsx';

afterEach(cleanup);

/** Each term with its value, as a screen reader walks the list. */
const rows = () => screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the fee breakdown a creator sees before committing', () => {
  it('lists the fee, Sauti’s 10% commission and what the creator receives', () => {
    render(<FeeBreakdownList breakdown={creatorNet(800_000, 'KES')} />);
    expect(rows()).toEqual(['Your fee: KES 8,000', 'Sauti’s commission (10%): − KES 800', 'You receive: KES 7,200']);
    expect(screen.getByText('The commission is taken when your fee is released.')).toBeTruthy();
  });

  it('shows cents when the commission rounds to them, as the ledger takes it', () => {
    render(<FeeBreakdownList breakdown={creatorNet(800_055, 'USD')} />);
    expect(rows()).toEqual(['Your fee: USD 8,000.55', 'Sauti’s commission (10%): − USD 800.06', 'You receive: USD 7,200.49']);
  });

  it('says an offered range net of the commission, and nothing without a range', () => {
    expect(feeRangeNet(1_500_000, 4_000_000, 'KES')).toBe('Fee KES 15,000–40,000: you receive KES 13,500–36,000 after Sauti’s 10% commission.');
    expect(feeRangeNet(2_000_000, 2_000_000, 'KES')).toBe('Fee KES 20,000: you receive KES 18,000 after Sauti’s 10% commission.');
    expect(feeRangeNet(null, 4_000_000, 'KES')).toBeNull();
  });
});
