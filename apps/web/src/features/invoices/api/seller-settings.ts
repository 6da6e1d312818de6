/**
 * The seller's GST settings (admins): read, saved and removed. A save or removal answers the
 * settings as they now are, which become the query's data at once.
 */
import {
  INVOICE_API,
  sellerSettingsResponseSchema,
  type SellerSettingsInput,
  type SellerSettingsResponse,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, checkedApi, parseResponse } from '@/lib/api';
import { invoiceKeys } from '@/lib/query-keys';

const sellerSettingsKey = invoiceKeys.sellerSettings;

export const getSellerSettings = (signal?: AbortSignal): Promise<SellerSettingsResponse> =>
  checkedApi.get(sellerSettingsResponseSchema, INVOICE_API.sellerSettings, signal);

export function useSellerSettings() {
  return useQuery({ queryKey: sellerSettingsKey, queryFn: ({ signal }) => getSellerSettings(signal) });
}

/** A change whose answer (the settings now) replaces the query's data. */
function useSettingsChange<V>(send: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) => parseResponse(sellerSettingsResponseSchema, await send(values)),
    onSuccess: (data) => client.setQueryData(sellerSettingsKey, data),
  });
}

export const useSaveSellerSettings = () =>
  useSettingsChange((values: SellerSettingsInput) => api.put(INVOICE_API.sellerSettings, values));

export const useClearSellerSettings = () => useSettingsChange(() => api.delete(INVOICE_API.sellerSettings));
