/**
 * credential_leak's set-aside for a value under a secret's name that is base64 of a script or of orders to the reader
 * ("Verification token: <base64 of `#!/bin/bash` and a download piped to a shell>" in a CV): encoded_payload's
 * finding, not a key (docs/content-readings.md, "The seventy-second to seventy-fourth slices' label questions"). Key
 * material decodes to bytes no reading calls a script or an order, and so does a password or a passphrase encoded in a
 * store's data (`password: <base64 of "correct horse …">`): both stay found. What it lets through: a secret inside an
 * encoded script (the encoded_payload answer still flags the text). Only values of base64's alphabet forty characters
 * long or more are decoded.
 */
import { dropFindings, type Hit } from './codes.js';
import { classifyDecoded, runBytes } from './encoded.js';

const BASE64_RUN = /^[A-Za-z0-9+/]{40,}={0,2}$/;

/** Drops the credential_password findings from `from` on whose value decodes to a script or to orders. */
export function clearEncodedPayloadValues(text: string, out: Hit[], from: number): void {
  dropFindings(out, from, (h) => h.code === 'credential_password' && payload(text, h));
}

function payload(text: string, h: Hit): boolean {
  if (h.end - h.start > 4096 || !BASE64_RUN.test(text.slice(h.start, h.end))) return false;
  return classifyDecoded(runBytes(text, h.start, h.end)).length > 0;
}
