import { Link, useNavigate } from '@tanstack/react-router';
import type { PartnerClientView } from '../../../../api/partners.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { partnerCampaign, partnerMessages as t } from '../../../../content/partners.ts';
import type { ConversationPage } from '../../../../domain/message-types.ts';
import { ConversationRows } from '../../-components/conversation-rows.tsx';
import { ClientSwitch } from './client-switch.tsx';

interface Work {
  brandId: string;
  clients: PartnerClientView[];
  data: ConversationPage | null;
  /** The API's reason when the partner may not read them (not its client, or "Manage campaigns" off). */
  refused: string | null;
}

/**
 * A client's conversations with creators, as its partner reads them (issue 25): the brand's own list, switched between
 * clients. The live stream is not opened for partners, so the page says that new messages show when it is opened again,
 * and shows no unread counts (they are the brand's, and a partner's reading does not clear them).
 */
export function ClientConversations({ work: { brandId, clients, data, refused } }: { work: Work }) {
  const navigate = useNavigate();
  const active = clients.filter((c) => c.status === 'active' && c.brandId).map((c) => ({ brandId: c.brandId!, name: c.brandName ?? c.email }));
  const name = active.find((c) => c.brandId === brandId)?.name ?? data?.items[0]?.brandName ?? '';
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <p><Link to="/partner" search={{ client: brandId }} className={buttonClass.link}>{partnerCampaign.back}</Link></p>
      <PageHeader title={name ? t.title(name) : t.refused} intro={name && !refused ? t.intro(name) : undefined} />
      {active.length > 0 && (
        <div>
          <ClientSwitch clients={active} value={brandId} onChoose={(id) => void navigate({ to: '/partner/$section/$id', params: { section: 'conversations', id } })} />
        </div>
      )}
      {refused !== null ? <p role="alert">{refused}</p> : data && (
        <>
          <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-900">{t.notLive}</p>
          {data.items.length === 0 ? <p>{t.empty}</p> : <ConversationRows items={data.items} reader="partner" />}
          {data.total > data.pageSize && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />}
        </>
      )}
    </section>
  );
}
