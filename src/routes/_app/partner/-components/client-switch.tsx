import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { partnerHome as t } from '../../../../content/partners.ts';

/**
 * The switch between a partner's active clients (issue 25), on its home and on a client's conversations: choosing one
 * changes nothing until "Show" is pressed (WCAG 3.2.2), which goes to its page, whose address names it, so a choice can
 * be shared, bookmarked and undone with Back.
 */
export function ClientSwitch({ clients, value, onChoose }: { clients: { brandId: string; name: string }[]; value: string; onChoose: (brandId: string) => void }) {
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => {
      e.preventDefault();
      onChoose(String(new FormData(e.currentTarget).get('client')));
    }}>
      <div>
        <label htmlFor="client-switch" className="mb-1 block font-medium">{t.switchLabel}</label>
        {/* Keyed on the client shown, so going to another one (or Back) shows it chosen. */}
        <select key={value} id="client-switch" name="client" className={`${inputClass} max-w-sm`} defaultValue={value}>
          {clients.map((c) => <option key={c.brandId} value={c.brandId}>{c.name}</option>)}
        </select>
      </div>
      <button type="submit" className={buttonClass.secondary}>{t.show}</button>
    </form>
  );
}
