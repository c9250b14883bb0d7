import { describe, expect, it } from 'vitest';
import { appHref, linkify } from './linkify';

describe('linkify', () => {
  it('leaves text without addresses as one piece', () => {
    expect(linkify('Your code is 123456')).toEqual([{ kind: 'text', text: 'Your code is 123456' }]);
  });

  it('is empty for empty text', () => {
    expect(linkify('')).toEqual([]);
  });

  it('finds http and https addresses between text, query included', () => {
    expect(
      linkify(
        'Open https://crm.example.com/auth/complete-registration?email=a%40b.c&code=123456&phone=380501234567 to join.\nOr http://x.test',
      ),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      {
        kind: 'link',
        href: 'https://crm.example.com/auth/complete-registration?email=a%40b.c&code=123456&phone=380501234567',
      },
      { kind: 'text', text: ' to join.\nOr ' },
      { kind: 'link', href: 'http://x.test' },
    ]);
  });

  it('keeps a closing full stop or bracket out of the address', () => {
    expect(linkify('(see https://a.test/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'https://a.test/x' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('does not link other schemes', () => {
    expect(linkify('javascript:alert(1) ftp://a.test')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://a.test' },
    ]);
  });
});

describe('appHref', () => {
  it('turns an address of this app into a path', () => {
    expect(
      appHref('http://localhost:4455/auth/complete-registration?code=1#x', 'http://localhost:4455'),
    ).toBe('/auth/complete-registration?code=1#x');
  });
  it('leaves other origins alone', () => {
    expect(appHref('https://example.com/a', 'http://localhost:4455')).toBe('https://example.com/a');
  });
});
