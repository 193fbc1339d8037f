import { describe, expect, it } from 'vitest';
import { commissionOn, creatorNet } from '../../src/domain/commission.ts';

describe('creatorNet: the fee, Sauti’s 10% commission and what the creator receives', () => {
  it('a KES 8,000 quote: KES 800 commission, KES 7,200 received', () => {
    expect(creatorNet(800_000, 'KES')).toEqual({ fee: 800_000, commission: 80_000, net: 720_000, currency: 'KES', percent: 10 });
  });

  it('rounds the commission to a whole cent, half up, as the ledger takes it, and the parts always add up to the fee', () => {
    expect(creatorNet(800_055, 'KES')).toMatchObject({ commission: 80_006, net: 720_049 });
    expect(creatorNet(1_234, 'USD')).toMatchObject({ commission: 123, net: 1_111 });
    for (const fee of [1, 4, 5, 15, 99, 12_345, 1_000_001]) {
      const { commission, net } = creatorNet(fee, 'KES');
      expect(commission).toBe(commissionOn(fee));
      expect(commission + net).toBe(fee);
    }
  });
});
