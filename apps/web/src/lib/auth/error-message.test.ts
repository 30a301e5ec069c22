import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { AuthError, apiErrorMessage, errorText } from './error-message.ts';

describe('apiErrorMessage', () => {
  it("shows the server's error text when it sent one", () => {
    const error = new ApiError(401, 'UNAUTHORIZED', 'Invalid email or password');
    expect(apiErrorMessage(error, 'Login failed. Please check your credentials.')).toBe('Invalid email or password');
  });

  it('falls back when the server sent no error body', () => {
    const error = new ApiError(502, 'HTTP_502', 'Request failed with status 502 Bad Gateway');
    expect(apiErrorMessage(error, 'Failed to change password')).toBe('Failed to change password');
  });

  it('falls back for anything that is not an API error', () => {
    expect(apiErrorMessage(new TypeError('boom'), 'Failed to delete account')).toBe('Failed to delete account');
    expect(apiErrorMessage(undefined, 'Failed to delete account')).toBe('Failed to delete account');
  });

  it('keeps the readable network message', () => {
    const error = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection.');
    expect(apiErrorMessage(error, 'x')).toBe('Could not reach the server. Please check your connection.');
  });
});

describe('errorText', () => {
  it('uses the message a store action already resolved', () => {
    const error = new AuthError('Registration failed. Please try again.', new Error('x'));
    expect(errorText(error, 'An unexpected error occurred')).toBe('Registration failed. Please try again.');
  });

  it('resolves a raw API error with the fallback', () => {
    expect(errorText(new Error('x'), 'An unexpected error occurred')).toBe('An unexpected error occurred');
  });
});
