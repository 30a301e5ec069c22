import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedBody, createReportBody } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

type CreateReportInput = z.output<typeof createReportBody>;

/** POST /reports: open to visitors; 5 per 10 minutes per address (429 beyond). */
export function createReport(input: CreateReportInput): Promise<CreatedBody> {
  return api.post<CreatedBody>('/reports', input);
}

export function useCreateReport() {
  return useMutation({
    mutationFn: createReport,
    onError: (error) => console.error('Could not send the report', error),
  });
}
