// Sign-in attempts are limited per address and per account, on the server's clock moved by hand: past the limit an
// attempt is refused rate-limited with the time to wait, and allowed again once that time has passed.
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, SignInLimits } from '../src/accounts/sign-in-limits.js';
import { ManualClock } from './helpers/manual-clock.js';

const PER_ADDRESS = SIGN_IN_LIMITS.perAddress.burst;
const PER_ACCOUNT = SIGN_IN_LIMITS.perAccount.burst;

/** Attempts from `address` at `account`, as many as `times`: how many were allowed. */
function tries(limits: SignInLimits, times: number, address: (i: number) => string, account?: string): number {
  let allowed = 0;
  for (let i = 0; i < times; i++) if (limits.attempt(address(i), account).ok) allowed++;
  return allowed;
}

describe('sign-in attempts from one address', () => {
  it('are allowed up to the limit, then refused rate-limited with the seconds to wait', () => {
    const limits = new SignInLimits(new ManualClock());
    expect(tries(limits, PER_ADDRESS, () => '203.0.113.7')).toBe(PER_ADDRESS);
    const refused = limits.attempt('203.0.113.7');
    expect(refused).toMatchObject({ ok: false, error: { error: 'rate-limited' } });
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.error.message).toContain(`${String(refused.retryAfterSeconds)} s`);
    }
  });

  it('are allowed again once the time to wait has passed, and not before', () => {
    const clock = new ManualClock();
    const limits = new SignInLimits(clock);
    tries(limits, PER_ADDRESS, () => '203.0.113.7');
    const refused = limits.attempt('203.0.113.7');
    if (refused.ok) throw new Error('the attempt past the limit was allowed');
    clock.advance(refused.retryAfterSeconds * 1000 - 1);
    expect(limits.attempt('203.0.113.7').ok).toBe(false);
    clock.advance(refused.retryAfterSeconds * 1000);
    expect(limits.attempt('203.0.113.7').ok).toBe(true);
  });

  it('do not limit another address', () => {
    const limits = new SignInLimits(new ManualClock());
    tries(limits, PER_ADDRESS + 5, () => '203.0.113.7');
    expect(limits.attempt('198.51.100.1').ok).toBe(true);
  });

  it('are a minute’s worth again after a quiet minute', () => {
    const clock = new ManualClock();
    const limits = new SignInLimits(clock);
    tries(limits, PER_ADDRESS + 5, () => '203.0.113.7');
    clock.advance(60_000);
    expect(tries(limits, PER_ADDRESS + 1, () => '203.0.113.7')).toBe(PER_ADDRESS);
  });
});

describe('sign-in attempts at one account', () => {
  it('are limited from however many addresses they come', () => {
    const limits = new SignInLimits(new ManualClock());
    expect(tries(limits, PER_ACCOUNT + 3, (i) => `203.0.113.${String(i)}`, 'account-1')).toBe(PER_ACCOUNT);
    expect(limits.attempt('198.51.100.1', 'account-1')).toMatchObject({
      ok: false,
      error: { error: 'rate-limited', message: expect.stringContaining('at this account') as string },
    });
  });

  it('do not limit another account', () => {
    const limits = new SignInLimits(new ManualClock());
    tries(limits, PER_ACCOUNT + 3, (i) => `203.0.113.${String(i)}`, 'account-1');
    expect(limits.attempt('198.51.100.1', 'account-2').ok).toBe(true);
  });
});
