import { describe, expect, it } from 'vitest';
import { appUrlResolver } from './app-url.ts';

const at = (host: string | undefined, protocol = 'http') => ({ headers: { host }, protocol });

describe('appUrlResolver', () => {
  const development = appUrlResolver({ appUrl: 'http://localhost:3000', followRequest: true, listenHost: '0.0.0.0' });

  it('without APP_URL follows a loopback address the person used, port and protocol included', () => {
    expect(development(at('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(development(at('localhost:3000'))).toBe('http://localhost:3000');
    expect(development(at('LOCALHOST:5173'))).toBe('http://localhost:5173');
    expect(development(at('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(development(at('127.0.0.1:3000', 'https'))).toBe('https://127.0.0.1:3000');
  });

  it('gives a forged or unknown Host the default, never another site', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      'evil.example@localhost:3000',
      'localhost:3000/@evil.example',
      'localhost:3000#evil.example',
      '127.0.0.1.nip.io',
      '0.0.0.0:3000',
      '',
      undefined,
    ]) {
      expect(development(at(host)), String(host)).toBe('http://localhost:3000');
    }
  });

  it('trusts the configured listen host too, unless it is a wildcard', () => {
    const lan = appUrlResolver({ appUrl: 'http://localhost:3000', followRequest: true, listenHost: '192.168.1.20' });
    expect(lan(at('192.168.1.20:3000'))).toBe('http://192.168.1.20:3000');
    expect(lan(at('192.168.1.21:3000'))).toBe('http://localhost:3000');
    const v6 = appUrlResolver({ appUrl: 'http://localhost:3000', followRequest: true, listenHost: 'fd00::20' });
    expect(v6(at('[fd00::20]:3000'))).toBe('http://[fd00::20]:3000');
  });

  it('with APP_URL set, always APP_URL (without a trailing slash)', () => {
    const configured = appUrlResolver({ appUrl: 'https://app.microreach.example/', followRequest: false });
    expect(configured(at('127.0.0.1:3000'))).toBe('https://app.microreach.example');
    expect(configured(at('evil.example'))).toBe('https://app.microreach.example');
  });
});
