// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Runtime from '@/config/runtime.ts';
import { click, render, submit } from '@/testing/dom.tsx';
import { getAgeStatus } from './api/get-age-status.ts';
import { AgeGate } from './components/age-gate.tsx';
import { AgeGateDialog } from './components/age-gate-dialog.tsx';

// With AGE_ASSURANCE=oidc the age gate asks the provider, not the visitor.
vi.mock('@/config/runtime.ts', async (original) => {
  const actual = await original<typeof Runtime>();
  return { ...actual, runtimeConfig: { ...actual.DEFAULT_RUNTIME_CONFIG, ageAssurance: 'oidc' } };
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The gate in front of a stand-in for the catalogue. */
const renderGate = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AgeGate>
        <p>The catalogue</p>
      </AgeGate>
    </QueryClientProvider>,
  );

function stubFetch(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('the age gate with a provider', () => {
  it("reads the provider's signed result from /age-assurance/status", async () => {
    const urls = stubFetch({
      mode: 'oidc',
      assurance: { over18: true, provider: 'p', method: 'oidc', verifiedAt: 'x' },
    });
    expect(await getAgeStatus()).toBe(true);
    expect(urls[0]).toMatch(/\/api\/age-assurance\/status$/);
    stubFetch({ mode: 'oidc', assurance: { over18: false, provider: 'p', method: 'oidc', verifiedAt: 'x' } });
    expect(await getAgeStatus()).toBe(false);
    stubFetch({ mode: 'oidc', assurance: null });
    expect(await getAgeStatus()).toBe(false);
  });

  it('sends the visitor to the provider, coming back to the same page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/content/some-pack',
      search: '?page=2',
      assign,
    });
    const urls = stubFetch({});
    await render(
      <QueryClientProvider client={new QueryClient()}>
        <AgeGateDialog />
      </QueryClientProvider>,
    );
    const checkbox = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await click(checkbox);
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Verify my age'));
    expect(button).toBeDefined();
    await submit(checkbox.form!);
    expect(assign).toHaveBeenCalledWith('/api/age-assurance/start?returnTo=%2Fcontent%2Fsome-pack%3Fpage%3D2');
    expect(urls).toEqual([]); // no self-declaration is sent
  });

  it('does not take a flag in local storage for the provider’s answer: the catalogue stays behind the gate', async () => {
    localStorage.setItem('ageConfirmed', 'true');
    const urls = stubFetch({ mode: 'oidc', assurance: null });
    await renderGate();
    await vi.waitFor(() => expect(document.body.textContent).toContain('Verify my age'));
    expect(document.body.textContent).not.toContain('The catalogue');
    expect(urls).toEqual([expect.stringMatching(/\/api\/age-assurance\/status$/)]);
  });

  it('lets the page through on the provider’s over-18 answer, without writing a local flag', async () => {
    stubFetch({ mode: 'oidc', assurance: { over18: true, provider: 'p', method: 'oidc', verifiedAt: 'x' } });
    await renderGate();
    await vi.waitFor(() => expect(document.body.textContent).toContain('The catalogue'));
    expect(localStorage.getItem('ageConfirmed')).toBeNull();
  });
});
