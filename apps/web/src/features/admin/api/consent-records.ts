import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentRecord, ConsentRecordsResponse } from '@packdex/shared/schemas/review';
import { api } from '@/lib/api-client.ts';
import { downloadBinary } from '../lib/download.ts';

// A model's consent records (docs/compliance.md#consent-records): listed, added (multipart: the
// document in `file` beside its fields), deleted, and each document downloaded through the audited
// staff route (never a public address).

const key = (modelId: number) => ['admin', 'consent', modelId] as const;

export function getConsentRecordsQueryOptions(modelId: number) {
  return queryOptions({
    queryKey: key(modelId),
    queryFn: ({ signal }) => api.get<ConsentRecordsResponse>(`/admin/models/${modelId}/consent`, { signal }),
  });
}

export function useConsentRecords(modelId: number) {
  return useQuery(getConsentRecordsQueryOptions(modelId));
}

export type AddConsentInput = {
  modelId: number;
  file: File;
  documentType: string;
  checkedOn: string;
  expiresOn?: string | undefined;
};

export function useAddConsentRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ modelId, file, ...fields }: AddConsentInput) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
      form.append('file', file);
      return api.post<ConsentRecord>(`/admin/models/${modelId}/consent`, form);
    },
    // The list's consent marks change with the records.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteConsentRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ modelId, id }: { modelId: number; id: number }) =>
      api.delete(`/admin/models/${modelId}/consent/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Saves a record's document (the download is written to the audit log). */
export const downloadConsentFile = (record: ConsentRecord) =>
  downloadBinary(`/admin/models/${record.modelId}/consent/${record.id}/file`, record.fileName);
