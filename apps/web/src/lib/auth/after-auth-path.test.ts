import { describe, expect, it } from 'vitest';
import { afterAuthPath } from './after-auth-path';

describe('after authentication (section 4, issue 41)', () => {
  it('goes to /verify-email unverified and /dashboard verified, whatever page sent the person to sign in', () => {
    expect(afterAuthPath({ isEmailVerified: false }, '/oauth/consent?client_id=a')).toBe('/verify-email');
    expect(afterAuthPath({ isEmailVerified: true })).toBe('/dashboard');
    expect(afterAuthPath({ isEmailVerified: true }, '/habits')).toBe('/dashboard');
    expect(afterAuthPath({ isEmailVerified: true }, 'https://evil.example/oauth/consent?x')).toBe('/dashboard');
    expect(afterAuthPath({ isEmailVerified: true }, '/oauth/consentx')).toBe('/dashboard');
  });

  it("returns a verified person to an assistant's consent screen, its request kept", () => {
    expect(afterAuthPath({ isEmailVerified: true }, '/oauth/consent?client_id=a&state=b')).toBe('/oauth/consent?client_id=a&state=b');
  });
});
