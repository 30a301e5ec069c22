import { describe, expect, it } from 'vitest';
import { FICTIONAL_OPERATOR, operatorWarnings } from './operator-check.ts';

const real = {
  name: 'Harbour Lights Media GmbH',
  address: 'Hafenstraße 1, 20457 Hamburg',
  email: 'legal@harbour.example',
};
const site = (operator: { name: string; address: string; email: string }, host: string, publicUrl: string) => ({
  operator: { ...operator, dmcaEmail: operator.email },
  host,
  publicUrl,
});

describe('the warning about the fictional operator', () => {
  it('names each fictional OPERATOR_* variable when other machines can reach the site', () => {
    const [warning, ...more] = operatorWarnings(site(FICTIONAL_OPERATOR, '0.0.0.0', 'http://localhost:3000'));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL are still the fictional default/);
    const one = operatorWarnings(
      site({ ...real, email: FICTIONAL_OPERATOR.email }, '127.0.0.1', 'https://packs.example'),
    );
    expect(one).toEqual([
      expect.stringMatching(/^OPERATOR_EMAIL is still the fictional default, shown as the operator/),
    ]);
  });

  it('stays quiet for the demo on this machine only, and for a site that names its operator', () => {
    expect(operatorWarnings(site(FICTIONAL_OPERATOR, '127.0.0.1', 'http://localhost:3000'))).toEqual([]);
    expect(operatorWarnings(site(real, '0.0.0.0', 'https://packs.example'))).toEqual([]);
  });
});
