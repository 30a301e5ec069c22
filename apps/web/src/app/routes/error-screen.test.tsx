// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { ErrorScreen } from './error-screen.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const show = (error: unknown) =>
  render(
    <MemoryRouter>
      <ErrorScreen detail="Something went wrong while showing this page." error={error} />
    </MemoryRouter>,
  );

describe('the error screen', () => {
  it('shows the reference of a call the server failed, so a user can quote it', () => {
    show(new ApiError(500, 'INTERNAL', 'Internal server error', undefined, 'req-9c1d'));
    expect(screen.getByRole('alert').textContent).toContain('Reference: req-9c1d');
  });

  it('shows none for a failure of the page itself or a refusal', () => {
    show(new TypeError('x is undefined'));
    expect(screen.getByRole('alert').textContent).not.toContain('Reference');
    document.body.innerHTML = '';
    show(new ApiError(404, 'NOT_FOUND', 'Content not found', undefined, 'req-404'));
    expect(screen.getByRole('alert').textContent).not.toContain('Reference');
  });
});
