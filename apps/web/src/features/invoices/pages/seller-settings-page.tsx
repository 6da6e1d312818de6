/**
 * /Admin/settings, "Seller & GST": the seller named on every tax invoice. With no settings saved,
 * a note says buyers get plain receipts (no GST); with settings, an action stops charging GST
 * (after a confirmation). Loading and error states; toasts on save and removal.
 */
import { INVOICE_MSG } from '@cms/contract';
import { ReceiptText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useClearSellerSettings, useSellerSettings } from '../api/seller-settings';
import { SellerSettingsForm } from '../components/seller-settings-form';

function SettingsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="grid gap-5 sm:grid-cols-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={i < 2 ? 'h-16 sm:col-span-2' : 'h-16'} />
      ))}
    </div>
  );
}

export function SellerSettingsPage() {
  const query = useSellerSettings();
  const clear = useClearSellerSettings();
  const [confirming, setConfirming] = useState(false);
  const settings = query.data?.settings ?? null;

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(INVOICE_MSG.cleared);
      },
      onError: (err) => toast.error(INVOICE_MSG.clearFailed, { description: errorMessage(err) }),
    });

  return (
    <>
      <PageHeader title={INVOICE_MSG.settingsTitle} description={INVOICE_MSG.settingsSubtitle} />
      {query.isError ? (
        <QueryErrorState query={query} fallback={INVOICE_MSG.fetchFailed} />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          {query.data && !settings ? (
            <div role="status" className="flex items-start gap-3 rounded-2xl border border-dashed bg-card p-4 text-sm">
              <ReceiptText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div>
                <p className="font-semibold">{INVOICE_MSG.noGst}</p>
                <p className="text-muted-foreground">{INVOICE_MSG.noGstBody}</p>
              </div>
            </div>
          ) : null}
          <Card>
            <CardContent className="pt-6">
              {query.data ? (
                <SellerSettingsForm key={settings?.updatedAt ?? 'none'} settings={settings} />
              ) : (
                <SettingsSkeleton />
              )}
            </CardContent>
          </Card>
          {settings ? (
            <div>
              <Button variant="outline" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
                <Trash2 aria-hidden />
                {INVOICE_MSG.clear}
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={INVOICE_MSG.clearTitle}
                description={INVOICE_MSG.clearBody}
                confirmLabel={INVOICE_MSG.clearConfirm}
                cancelLabel={INVOICE_MSG.cancel}
                busy={clear.isPending}
                onConfirm={onClear}
                destructive
              />
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}
