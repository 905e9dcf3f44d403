import { describe, expect, it } from 'vitest';
import { maskPhone, parseRussianMobile } from './phone-number';

describe('Russian mobile numbers', () => {
  it.each([
    '+7 916 123-45-67',
    '+79161234567',
    '8 (916) 123-45-67',
    '7 916 123 45 67',
    '9161234567',
    '0079161234567',
    '+7.916.123.45.67',
  ])('accepts %s as +79161234567', (input) => {
    expect(parseRussianMobile(input)).toEqual({ ok: true, e164: '+79161234567' });
  });

  it.each([
    ['', 'phone_required'],
    ['   ', 'phone_required'],
    ['call me', 'phone_malformed'],
    ['+7 916 123-45-6', 'phone_malformed'],
    ['+7 916 123-45-678', 'phone_malformed'],
    ['12345', 'phone_malformed'],
    ['+7 916 12a-45-67', 'phone_malformed'],
    ['+1 202 555 0143', 'phone_foreign'],
    ['+44 20 7946 0958', 'phone_foreign'],
    ['+380 44 123 4567', 'phone_foreign'],
    ['+7 701 123 45 67', 'phone_foreign'],
    ['+7 600 123 45 67', 'phone_foreign'],
    ['+7 495 123-45-67', 'phone_not_mobile'],
    ['8 800 555 35 35', 'phone_not_mobile'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseRussianMobile(input)).toEqual({ ok: false, problem });
  });

  it('masks all but the operator code and the last two digits', () => {
    expect(maskPhone('+79161234567')).toBe('+7 916 ***-**-67');
  });
});
