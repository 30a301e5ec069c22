import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { testUser } from '@/testing/test-user.ts';
import { portalFailure, purchaseBlocker, purchaseFailure } from './purchase-alerts.ts';

describe('purchase checks', () => {
  it('asks to sign in, then to verify, then says Already Premium, in that order', () => {
    expect(purchaseBlocker(null)?.title).toBe('Authentication Required');
    expect(purchaseBlocker(testUser({ isVerified: false, isPremium: true }))?.title).toBe(
      'Email Verification Required',
    );
    expect(purchaseBlocker(testUser({ isPremium: true }))).toMatchObject({
      type: 'success',
      title: 'Already Premium',
      message: 'You already have an active premium subscription.',
    });
    expect(purchaseBlocker(testUser())).toBeNull();
  });

  it("maps the server's verdicts to the same alerts and anything else to Purchase Error", () => {
    expect(purchaseFailure(new ApiError(401, 'UNAUTHORIZED', 'x')).title).toBe('Authentication Required');
    expect(purchaseFailure(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'x')).title).toBe('Email Verification Required');
    expect(purchaseFailure(new ApiError(409, 'ALREADY_PREMIUM', 'x')).title).toBe('Already Premium');
    expect(purchaseFailure(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Payments are off'))).toMatchObject({
      title: 'Purchase Error',
      message: 'Payments are off',
    });
    expect(purchaseFailure(new ApiError(502, 'HTTP_502', 'Request failed'))).toMatchObject({
      title: 'Purchase Error',
      message: 'Failed to start the purchase process. Please try again.',
    });
  });

  it("shows Portal Error with the server's text or the fallback", () => {
    expect(portalFailure(new ApiError(404, 'NOT_FOUND', 'No subscription yet'))).toMatchObject({
      title: 'Portal Error',
      message: 'No subscription yet',
    });
    expect(portalFailure(new TypeError('x')).message).toBe('Error opening billing portal. Please try again.');
  });
});
