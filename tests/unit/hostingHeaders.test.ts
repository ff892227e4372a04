import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CONNECT_SOURCES, emulatorHeaders, withSources } from '../../scripts/lib/hosting-config.mjs';
import { must } from '../support/must';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const deployed = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;

const policyOf = (rules: HeaderRule[]) =>
  must(rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy'), 'a Content-Security-Policy').value;

describe("the deployed site's Content-Security-Policy", () => {
  it('names no emulator, no local address and nothing over plain http', () => {
    expect(policyOf(deployed)).not.toMatch(/127\.0\.0\.1|localhost|http:/);
  });
});

describe('the policy of the Hosting emulator serving an emulator build', () => {
  it('is the deployed one, with the emulators added to what the page may connect to', () => {
    const deployedPolicy = policyOf(deployed);
    const emulatorPolicy = policyOf(emulatorHeaders(deployed));
    const connect = (policy: string) => must(policy.split('; ').find((part) => part.startsWith('connect-src ')), 'connect-src');
    expect(connect(emulatorPolicy)).toBe([connect(deployedPolicy), ...EMULATOR_CONNECT_SOURCES].join(' '));
    expect(emulatorPolicy.replace(connect(emulatorPolicy), '')).toBe(deployedPolicy.replace(connect(deployedPolicy), ''));
    expect(EMULATOR_CONNECT_SOURCES).toEqual(['http://127.0.0.1:8080', 'http://127.0.0.1:9099']);
  });

  it('keeps every other header as it is', () => {
    const others = (rules: HeaderRule[]) => rules.map((rule) => rule.headers.filter((header) => header.key !== 'Content-Security-Policy'));
    expect(others(emulatorHeaders(deployed))).toEqual(others(deployed));
  });

  it('cannot be written from a policy without connect-src', () => {
    expect(() => withSources("default-src 'self'", 'connect-src', ['http://127.0.0.1:8080'])).toThrow('has no connect-src');
    expect(withSources("default-src 'self'; connect-src https://a.example", 'connect-src', ["'self'"])).toBe(
      "default-src 'self'; connect-src https://a.example 'self'",
    );
  });
});
