import { describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS } from '@packdex/shared/constants';
import { REASON_LABELS } from './report-reasons.ts';

describe('REASON_LABELS', () => {
  it('says what the shared labels say, for every reason', () => {
    expect(REASON_LABELS).toEqual(REPORT_REASON_LABELS);
  });
});
