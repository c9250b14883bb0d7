import { describe, expect, it } from 'vitest';
import { parseRegistrationLink, phoneFromQuery } from './registration-link';

describe('phoneFromQuery', () => {
  it('puts a plus in front of the digits', () => {
    expect(phoneFromQuery('380501234567')).toBe('+380501234567');
  });
  it('keeps one plus when the link has it, encoded or turned into a space', () => {
    expect(phoneFromQuery('+380501234567')).toBe('+380501234567');
    expect(phoneFromQuery(' 380501234567')).toBe('+380501234567');
  });
  it('is empty without a phone', () => {
    expect(phoneFromQuery(null)).toBe('');
    expect(phoneFromQuery('  ')).toBe('');
  });
});

describe('parseRegistrationLink', () => {
  it('reads email, code and phone', () => {
    expect(parseRegistrationLink('?email=ann%40example.com&code=123456&phone=380501234567')).toEqual({
      email: 'ann@example.com',
      code: '123456',
      phone: '+380501234567',
    });
  });
  it('reads a phone whose plus became a space', () => {
    expect(parseRegistrationLink('email=ann@example.com&code=123456&phone=+380501234567')?.phone).toBe(
      '+380501234567',
    );
  });
  it('accepts a link without a phone (sending the code then says it is missing)', () => {
    expect(parseRegistrationLink('email=ann@example.com&code=123456')).toEqual({
      email: 'ann@example.com',
      code: '123456',
      phone: '',
    });
  });
  it('refuses a link without a valid e-mail or a 6-digit code', () => {
    expect(parseRegistrationLink('')).toBeNull();
    expect(parseRegistrationLink('code=123456')).toBeNull();
    expect(parseRegistrationLink('email=ann&code=123456')).toBeNull();
    expect(parseRegistrationLink('email=ann@example.com')).toBeNull();
    expect(parseRegistrationLink('email=ann@example.com&code=12345')).toBeNull();
    expect(parseRegistrationLink('email=ann@example.com&code=12345a')).toBeNull();
  });
  it('refuses a phone that is not 10 to 15 digits', () => {
    expect(parseRegistrationLink('email=ann@example.com&code=123456&phone=12345')).toBeNull();
    expect(parseRegistrationLink('email=ann@example.com&code=123456&phone=38050abc4567')).toBeNull();
  });
});
