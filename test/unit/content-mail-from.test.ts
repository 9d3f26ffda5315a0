import { describe, expect, it } from 'vitest';
import { domainOf, fromLines, mailSender, senderDomain, withoutEndingDots } from '../../src/content/mail-from.js';

describe("a mail's From: lines, read once for every link reading", () => {
  it('reads a bracketed address, a bare one and a forwarded mail in order', () => {
    const text = [
      'From: Billing Team <billing@mail.example-bank.co.uk>',
      'Subject: your statement',
      '',
      '---------- Forwarded message ---------',
      'from: alerts@notify.example.com.',
    ].join('\n');
    expect(fromLines(text)).toEqual([
      { name: ' billing team ', host: 'mail.example-bank.co.uk' },
      { name: 'alerts', host: 'notify.example.com' },
    ]);
    expect(mailSender(text)).toEqual({ name: ' billing team ', domain: 'example-bank.co.uk' });
    expect(senderDomain(text)).toBe('example-bank.co.uk');
  });

  it('reads what follows the host as no part of it, and a From: inside a line as none', () => {
    expect(fromLines('From: A <a@b.example.org> (via list)')).toEqual([{ name: ' a ', host: 'b.example.org' }]);
    expect(fromLines('From: Jo Doe jo@c.example')).toEqual([{ name: ' jo doe ', host: 'c.example' }]);
    expect(fromLines('Reply quoted: From: x@y.example')).toEqual([]);
    expect(senderDomain('no sender here')).toBeNull();
  });

  it('reads only the first 4,000 characters for the sender', () => {
    expect(mailSender(`${'x'.repeat(4000)}\nFrom: late@late.example`)).toBeNull();
  });

  it('takes three labels under a short second-level one', () => {
    expect(domainOf('a.b.example.co.uk')).toBe('example.co.uk');
    expect(domainOf('a.b.example.com')).toBe('example.com');
  });

  it('drops only the full stops after a host', () => {
    expect(withoutEndingDots('mail.example.com..')).toBe('mail.example.com');
    expect(withoutEndingDots(`${'.'.repeat(5)}x`)).toBe('.....x');
  });
});
