import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '@packdex/shared/constants';
import type { Report } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type UpdateReportInput = { id: number; status: Exclude<ReportStatus, 'pending'>; adminNotes?: string };

/** PUT /reports/{id}: decide a pending report, with the admin's notes. */
export function updateReport({ id, ...body }: UpdateReportInput): Promise<Report> {
  return api.put<Report>(`/reports/${id}`, body);
}

/** After an update the queue and the dashboard's pending count reload (docs/product.md#admin). */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
