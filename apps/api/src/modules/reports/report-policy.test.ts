import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { networkPrefix } from '../../lib/network-prefix.ts';
import { justifiesHiding, reporterKey, standingOf } from './report-policy.ts';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 23) + hours * HOUR).toISOString();
const r = (key: string, hours: number, credible = 0) => ({ reporter_key: key, credible, created_at: at(hours) });

describe('justifiesHiding', () => {
  it('needs one credible report, or the threshold of distinct reporters within 24 hours', () => {
    expect(justifiesHiding([r('net:a', 0, 1)], 3)).toBe(true);
    expect(justifiesHiding([r('net:a', 0), r('net:b', 1)], 3)).toBe(false);
    expect(justifiesHiding([r('net:a', 0), r('net:b', 1), r('net:c', 23.9)], 3)).toBe(true);
    expect(justifiesHiding([r('net:a', 0), r('net:b', 1), r('net:c', 24.1)], 3)).toBe(false);
    expect(justifiesHiding([r('net:a', 0), r('net:a', 1), r('net:a', 2), r('user:4', 3)], 3)).toBe(false);
    expect(justifiesHiding([r('net:a', 0), r('net:b', 30), r('net:c', 40), r('net:d', 45)], 3)).toBe(true);
  });
});

describe('who a reporter is', () => {
  it('is the account when signed in, else the network of the address', () => {
    expect(reporterKey(7, '203.0.113.9')).toBe('user:7');
    expect(reporterKey(null, '203.0.113.9')).toBe('net:203.0.113.0/24');
    expect(networkPrefix('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkPrefix('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(networkPrefix('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(networkPrefix('2001:db8:0:12::9')).toBe(networkPrefix('2001:db8:0:12:ffff:1:2:3'));
  });

  it('is credible when admin, trusted flagger, or verified, a week old and never dismissed', () => {
    const now = Date.parse(at(0));
    const user = (o: object) => ({ is_admin: 0, is_trusted_flagger: 0, is_verified: 1, created_at: at(-8 * 24), ...o });
    expect(standingOf(undefined, 0, now)).toEqual({ credible: false, uncapped: false });
    expect(standingOf(user({}), 0, now)).toEqual({ credible: true, uncapped: false });
    expect(standingOf(user({}), 1, now).credible).toBe(false);
    expect(standingOf(user({ created_at: at(-6 * 24) }), 0, now).credible).toBe(false);
    expect(standingOf(user({ is_verified: 0 }), 0, now).credible).toBe(false);
    expect(standingOf(user({ is_verified: 0, is_trusted_flagger: 1 }), 3, now)).toEqual({
      credible: true,
      uncapped: true,
    });
    expect(standingOf(user({ is_admin: 1 }), 0, now)).toEqual({ credible: true, uncapped: true });
  });
});

describe('report policy settings', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'packdex-reports-'));
  it('defaults to 3 reporters, 5 a reporter a day, 30 an hour site-wide, alert at 10', () => {
    expect(loadConfig({ DATA_DIR: dir() }, dir()).reports).toEqual({
      hideThreshold: 3,
      severePerReporterDaily: 5,
      severeGlobalHourly: 30,
      spikeHourly: 10,
    });
    expect(loadConfig({ DATA_DIR: dir(), REPORT_HIDE_THRESHOLD: '5' }, dir()).reports.hideThreshold).toBe(5);
  });
  it('refuses a threshold that is not a whole number of at least 1', () => {
    for (const value of ['0', '-1', 'three', '2.5']) {
      const load = () => loadConfig({ DATA_DIR: dir(), REPORT_HIDE_THRESHOLD: value }, dir());
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/REPORT_HIDE_THRESHOLD must be a whole number from 1/);
    }
  });
});
