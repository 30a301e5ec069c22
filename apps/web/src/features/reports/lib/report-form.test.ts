import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/testing/schema-messages.ts';
import { reportForm } from './report-form.ts';

describe('reportForm', () => {
  it('requires a reason', () => {
    expect(fieldMessages(reportForm, { description: '' })).toEqual({
      reason: 'Please select a reason for your report.',
    });
  });

  it('trims the optional details and drops them when only spaces are left', () => {
    expect(reportForm.parse({ reason: 'spam', description: '  Link is dead.  ' })).toEqual({
      reason: 'spam',
      description: 'Link is dead.',
    });
    expect(reportForm.parse({ reason: 'spam', description: '   ' })).toEqual({ reason: 'spam' });
  });
});
