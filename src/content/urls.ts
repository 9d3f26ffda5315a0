/**
 * adversarial_url: URLs shaped for harm — cloud metadata endpoints, credentials in the query,
 * an encoded blob in the query or path (the shape of an exfiltration link an injected page asks
 * the agent to open or render), and hosts that imitate another (punycode or non-ASCII labels,
 * user-info before the real host). Brand look-alikes spelled in ASCII ("paypa1") are not
 * recognised; docs/content.md says so.
 */
import type { Hit } from './codes.js';

const URL_RE = /\b(?:https?|wss?|ftp):\/\/[^\s<>"'`\\^{}|]{1,4096}/gi;
/** Bare metadata hosts, also without a scheme (`curl 169.254.169.254/latest/…`). */
const METADATA_BARE = /(?<![0-9.])169\.254\.169\.254(?![0-9])|\bmetadata\.google\.internal\b|(?<![0-9.])100\.100\.100\.200(?![0-9])|\[?fd00:ec2::254\]?|\bmetadata\.azure\.com\b|(?<![0-9.])169\.254\.170\.2(?![0-9])/gi;

const SECRET_PARAMS = new Set(['token', 'access_token', 'accesstoken', 'api_key', 'apikey', 'api-key', 'password', 'passwd', 'pwd', 'secret', 'client_secret', 'auth_token', 'private_token', 'refresh_token', 'session_token', 'id_token', 'private_key', 'aws_secret_access_key']);
/** Signed-URL parameters carry a signature by design; they are not a leak. */
const SIGNATURE_PARAM = /^(?:x-amz-|x-goog-|sig$|signature$|se$|sp$|sv$|sr$|skoid$|sktid$|skt$|ske$|sks$|skv$|st$|spr$|srt$|ss$|expires$|key-pair-id$|policy$)/i;
const BLOB = /^[A-Za-z0-9+/=_%-]+$/;

function placeholder(v: string): boolean {
  return v.length < 8 || /^(?:x+|\*+|\.+)$/i.test(v) || /[<>{}$]|%7B|%3C|your|example|redacted|changeme|placeholder/i.test(v);
}

/** A value long and varied enough to be data rather than a word or an id. */
function isBlob(v: string): boolean {
  if (v.length < 64 || !BLOB.test(v)) return false;
  let upper = false;
  let lower = false;
  let digit = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 65 && c <= 90) upper = true;
    else if (c >= 97 && c <= 122) lower = true;
    else if (c >= 48 && c <= 57) digit = true;
  }
  return digit && (upper || lower) && (upper ? lower || v.length >= 96 : true);
}

export function detectUrls(text: string, out: Hit[]): void {
  METADATA_BARE.lastIndex = 0;
  for (let m = METADATA_BARE.exec(text); m; m = METADATA_BARE.exec(text)) {
    out.push({ code: 'url_metadata_endpoint', start: m.index, end: m.index + m[0].length });
  }
  URL_RE.lastIndex = 0;
  for (let m = URL_RE.exec(text); m; m = URL_RE.exec(text)) {
    let url = m[0];
    // Trailing punctuation belongs to the sentence, not the URL.
    while (url.length > 0 && '.,;:!?)]*'.includes(url[url.length - 1]!)) url = url.slice(0, -1);
    const start = m.index;
    const end = start + url.length;
    const afterScheme = url.indexOf('//') + 2;
    let authorityEnd = url.length;
    for (const c of ['/', '?', '#']) {
      const at = url.indexOf(c, afterScheme);
      if (at >= 0 && at < authorityEnd) authorityEnd = at;
    }
    const authority = url.slice(afterScheme, authorityEnd);
    const at = authority.lastIndexOf('@');
    const host = (at >= 0 ? authority.slice(at + 1) : authority).replace(/:\d{1,5}$/, '').toLowerCase();
    const userinfo = at >= 0 ? authority.slice(0, at) : '';
    // `https://google.com@evil.example`: the user-info reads as a host to a person.
    if (userinfo && !userinfo.includes(':') && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(userinfo)) {
      out.push({ code: 'url_lookalike_host', start, end });
    }
    if (/(?:^|\.)xn--/.test(host) || /[^\x00-\x7f]/.test(host)) out.push({ code: 'url_lookalike_host', start, end });
    const rest = url.slice(authorityEnd);
    const q = rest.indexOf('?');
    let blob = false;
    if (q >= 0) {
      const hashAt = rest.indexOf('#', q);
      const query = rest.slice(q + 1, hashAt < 0 ? undefined : hashAt);
      for (const pair of query.split('&')) {
        const eq = pair.indexOf('=');
        const name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
        const value = eq < 0 ? '' : pair.slice(eq + 1);
        if (SIGNATURE_PARAM.test(name)) continue;
        if (SECRET_PARAMS.has(name) && !placeholder(value)) out.push({ code: 'url_credential_query', start, end });
        else if (isBlob(value)) blob = true;
      }
    }
    const path = q >= 0 ? rest.slice(0, q) : rest;
    for (const seg of path.split('/')) if (isBlob(seg) && !/^[0-9a-f]+$/i.test(seg)) blob = true;
    if (blob) out.push({ code: 'url_exfiltration', start, end });
  }
}
