// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Runtime from '@/config/runtime.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { render } from '@/testing/dom.tsx';
import { getAgeStatus } from './api/get-age-status.ts';
import { AgeGateDialog } from './components/age-gate-dialog.tsx';

// The regional age policy (docs/compliance.md#regional-age-assurance): the document tells the gate
// how to ask this visitor and for which region.
vi.mock('@/config/runtime.ts', async (original) => {
  const actual = await original<typeof Runtime>();
  return { ...actual, runtimeConfig: { ...actual.DEFAULT_RUNTIME_CONFIG } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AgeGateDialog />
    </QueryClientProvider>,
  );

describe('the age gate in a region whose law asks for a verified age', () => {
  it('says the site is not available there when no provider is configured, and offers only to leave', async () => {
    Object.assign(runtimeConfig, { ageAssurance: 'blocked', ageRegion: 'US-TX' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getAgeStatus()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    await renderDialog();
    expect(document.querySelector('h2')?.textContent).toBe('Not available in your region');
    expect(document.body.textContent).toContain('The law of your region (US-TX) requires an age check');
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
    expect([...document.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual(['Exit Site']);
  });

  it('says verification is required in the region, and asks the provider', async () => {
    Object.assign(runtimeConfig, { ageAssurance: 'oidc', ageRegion: 'GB' });
    await renderDialog();
    expect(document.body.textContent).toContain('Verification required in your region (GB)');
    expect([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Verify my age'))).toBe(true);
  });
});
