import { inputClass } from '../../../../components/ui/button-styles.ts';
import { partnerHome as t } from '../../../../content/partners.ts';

/**
 * The switch between a partner's active clients (issue 25), on its home and on a client's conversations: choosing one
 * goes to its page, whose address names it, so a choice can be shared, bookmarked and undone with Back.
 */
export function ClientSwitch({ clients, value, onChoose }: { clients: { brandId: string; name: string }[]; value: string; onChoose: (brandId: string) => void }) {
  return (
    <>
      <label htmlFor="client-switch" className="mb-1 block font-medium">{t.switchLabel}</label>
      <select id="client-switch" className={`${inputClass} max-w-sm`} value={value} onChange={(e) => onChoose(e.target.value)}>
        {clients.map((c) => <option key={c.brandId} value={c.brandId}>{c.name}</option>)}
      </select>
    </>
  );
}
