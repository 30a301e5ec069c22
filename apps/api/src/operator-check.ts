import type { Config } from './config.ts';
import { bindsAllInterfaces, isLoopback } from './plugins/public-url-check.ts';

/**
 * The operator the site names when OPERATOR_* are not set: fictional, so that the demo's legal
 * pages read as real ones. A site that takes real visitors must name its real operator.
 */
export const FICTIONAL_OPERATOR = {
  name: 'Packdex Media Ltd.',
  address: '1 Example Street, Example City 00000',
  email: 'legal@packdex.local',
} as const;

/**
 * What is wrong at start with the operator the legal pages name, one line: a site other machines can
 * reach (HOST on every interface, or a PUBLIC_URL that is not this machine) that still names the
 * fictional operator on /terms, /privacy and /dmca.
 */
export function operatorWarnings(config: Pick<Config, 'operator' | 'host' | 'publicUrl'>): string[] {
  const reachable = bindsAllInterfaces(config.host) || !isLoopback(new URL(config.publicUrl).hostname);
  if (!reachable) return [];
  const fictional = (['name', 'address', 'email'] as const)
    .filter((field) => config.operator[field] === FICTIONAL_OPERATOR[field])
    .map((field) => `OPERATOR_${field.toUpperCase()}`);
  if (fictional.length === 0) return [];
  return [
    `${fictional.join(', ')} ${fictional.length === 1 ? 'is' : 'are'} still the fictional default, shown as the operator on /terms, /privacy and /dmca ` +
      'to visitors from other machines: set them to the person or company that runs the site before going live.',
  ];
}
