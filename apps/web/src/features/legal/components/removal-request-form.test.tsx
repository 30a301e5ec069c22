// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { RemovalRequestForm } from './removal-request-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = 'https://packdex.test/content/lakeside-1';

describe('the removal request form', () => {
  it('opens with the page it came from, sends the request and shows its number', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<RemovalRequestForm />, { path: `/takedown?url=${encodeURIComponent(page)}` });
    expect(screen.getByLabelText(/1\. Pages on this site/)).toHaveProperty('value', page);

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Your statement is required');
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('2. Your statement'), 'This shows me without my consent.');
    await user.type(screen.getByLabelText('3. Full name'), 'Robin Example');
    await user.type(screen.getByLabelText('Email'), 'robin@example.test');
    await user.type(screen.getByLabelText('4. Electronic signature (type your full name)'), 'Robin Example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    const sent = api.call('POST', '/removal-requests');
    expect(sent.body).toMatchObject({ urls: [page], name: 'Robin Example', email: 'robin@example.test' });
    act(() => sent.answer(201, { id: 3, number: 'TID-20261206-ABCDEF0123' }));
    expect((await screen.findByTestId('removal-request-number')).textContent).toBe('TID-20261206-ABCDEF0123');
  });
});
