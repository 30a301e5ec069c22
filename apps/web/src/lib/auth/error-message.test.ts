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

describe('the reference of a failure on the server side', () => {
  it('follows the text, whether the server’s, the fallback or a store action’s', () => {
    const failed = new ApiError(500, 'INTERNAL', 'Something went wrong', undefined, 'req-42');
    expect(apiErrorMessage(failed, 'Failed to delete account')).toBe('Something went wrong (Reference: req-42)');
    const bare = new ApiError(502, 'HTTP_502', 'Request failed with status 502', undefined, 'req-43');
    expect(apiErrorMessage(bare, 'Failed to delete account')).toBe('Failed to delete account (Reference: req-43)');
    const action = new AuthError('Registration failed. Please try again.', failed);
    expect(errorText(action, 'x')).toBe('Registration failed. Please try again. (Reference: req-42)');
  });

  it('is left out for the user’s own mistakes and for failures without one', () => {
    const refused = new ApiError(400, 'VALIDATION', 'Name is required', undefined, 'req-44');
    expect(apiErrorMessage(refused, 'x')).toBe('Name is required');
    expect(apiErrorMessage(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again later'), 'x')).toBe('Try again later');
  });
});
