/**
 * /instructor/coupons and /Admin/coupons: the coupons of the instructor's courses, or every coupon for admins,
 * newest first, searched by code (in the URL, with the page). Each row: code, what it applies to, the discount
 * and its limits, expiry, uses of the maximum, revenue, status and Disable (disabled once disabled); a card per
 * coupon on phones. "New coupon" opens the form.
 */
import { COUPON_MSG, couponListQuerySchema, formatRupees, type CouponRow } from '@cms/contract';
import { TicketPercent } from 'lucide-react';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { QueryFilterBar } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { useCoupons, type CouponSide } from '../api/coupons';
import { couponScopeText } from '../coupon-scope';
import { CouponStatusBadge } from '../components/coupon-status-badge';
import { DisableCouponButton, DisableCouponDialog } from '../components/disable-coupon-dialog';
import { NewCouponDialog } from '../components/new-coupon-dialog';

const expiry = (c: CouponRow) => (c.expiresAt ? formatDate(c.expiresAt) : COUPON_MSG.never);

/** The limits under the discount: per buyer and the minimum price, when set. */
function Limits({ coupon: c }: { coupon: CouponRow }) {
  const limits = [
    c.maxUsesPerBuyer !== null ? COUPON_MSG.perBuyer(c.maxUsesPerBuyer) : null,
    c.minPricePaise !== null ? COUPON_MSG.minimum(formatRupees(c.minPricePaise)) : null,
  ].filter((text) => text !== null);
  return limits.length ? <p className="text-xs text-muted-foreground">{limits.join(' · ')}</p> : null;
}

function columns(side: CouponSide, onDisable: (c: CouponRow) => void): DataColumn<CouponRow>[] {
  return [
    {
      header: COUPON_MSG.code,
      cell: (c) => <span className="font-mono font-semibold tracking-wide">{c.code}</span>,
    },
    {
      header: COUPON_MSG.scope,
      cell: (c) => (
        <div className="min-w-0">
          <p className="font-medium">{couponScopeText(c, side)}</p>
          {side === 'admin' ? (
            <p className="text-xs text-muted-foreground">
              {COUPON_MSG.createdBy}: {c.createdBy.name}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      header: COUPON_MSG.discount,
      cell: (c) => (
        <div>
          <p className="whitespace-nowrap">{c.description}</p>
          <Limits coupon={c} />
        </div>
      ),
    },
    { header: COUPON_MSG.expires, cell: expiry, className: 'whitespace-nowrap' },
    { header: COUPON_MSG.uses, cell: (c) => COUPON_MSG.usesOf(c.uses, c.maxUses), className: 'tabular-nums' },
    {
      header: COUPON_MSG.revenue,
      cell: (c) => formatRupees(c.revenuePaise),
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: COUPON_MSG.status, cell: (c) => <CouponStatusBadge status={c.status} /> },
    {
      header: COUPON_MSG.action,
      srOnlyHeader: true,
      cell: (c) => <DisableCouponButton coupon={c} onClick={onDisable} />,
      className: 'text-right',
    },
  ];
}

/** One coupon on a phone: code and status, what it applies to, the figures, Disable. */
function CouponCard({
  coupon: c,
  side,
  onDisable,
}: {
  coupon: CouponRow;
  side: CouponSide;
  onDisable: (c: CouponRow) => void;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="font-mono font-semibold tracking-wide break-all">{c.code}</span>
        <CouponStatusBadge status={c.status} />
      </div>
      <p className="mt-1 text-sm font-medium">{couponScopeText(c, side)}</p>
      <p className="text-sm">{c.description}</p>
      <Limits coupon={c} />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{COUPON_MSG.expires}</dt>
          <dd>{expiry(c)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{COUPON_MSG.uses}</dt>
          <dd className="tabular-nums">{COUPON_MSG.usesOf(c.uses, c.maxUses)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{COUPON_MSG.revenue}</dt>
          <dd className="tabular-nums">{formatRupees(c.revenuePaise)}</dd>
        </div>
      </dl>
      {side === 'admin' ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {COUPON_MSG.createdBy}: {c.createdBy.name}
        </p>
      ) : null}
      <div className="mt-3">
        <DisableCouponButton coupon={c} onClick={onDisable} />
      </div>
    </>
  );
}

export function CouponsPage({ side }: { side: CouponSide }) {
  const { query: params, set, setPage } = useListQuery(couponListQuerySchema);
  const query = useCoupons(side, params);
  const disabling = useDialogItem<CouponRow>();
  const filtered = params.search !== undefined;
  const busy = query.isFetching && query.isPlaceholderData;
  return (
    <>
      <PageHeader
        title={COUPON_MSG.title}
        description={side === 'admin' ? COUPON_MSG.adminSubtitle : COUPON_MSG.instructorSubtitle}
        actions={<NewCouponDialog side={side} />}
      />
      <QueryFilterBar
        filters={params}
        onChange={set}
        search={{ placeholder: COUPON_MSG.searchCodes, label: COUPON_MSG.searchCodes }}
        selects={[]}
      />
      <ListBody
        query={query}
        count={(d) => d.coupons.length}
        error={<QueryErrorState query={query} fallback={COUPON_MSG.fetchFailed} />}
        loading={<TableSkeleton rows={5} rowClassName="h-12 w-full" />}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={TicketPercent}
            title={filtered ? COUPON_MSG.noMatches : COUPON_MSG.noCoupons}
            description={filtered ? undefined : COUPON_MSG.noCouponsHint}
            clear={{ label: 'Clear Search', onClick: () => set({ search: undefined }) }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <DataTable
            caption={COUPON_MSG.title}
            columns={columns(side, disabling.show)}
            rows={data.coupons}
            rowKey={(c) => c.id}
            frame="card"
            busy={busy}
            cards={{ render: (c) => <CouponCard coupon={c} side={side} onDisable={disabling.show} /> }}
          />
        )}
      </ListBody>
      {disabling.item ? (
        <DisableCouponDialog
          side={side}
          coupon={disabling.item}
          open={disabling.open}
          onOpenChange={disabling.setOpen}
        />
      ) : null}
    </>
  );
}
