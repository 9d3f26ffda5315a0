/**
 * credential_leak's look-alikes in a coding agent's build output and requests, set aside after the readings ran
 * (docs/content-readings.md, "credential_leak: build lines and references"):
 *  - a Maven dependency's coordinates (`io.jsonwebtoken:jjwt-api:jar:0.12.5:compile`): an artifact's name that ends in
 *    `-api`, `-token` or `-secret` before the packaging is no key, and a value read inside the coordinates is their part;
 *  - a Kotlin compiler's warning about a property's accessor (`'getter for password: String!' is deprecated`): the value
 *    after the name is the property's type, a capitalized identifier with Kotlin's `!` or `?`;
 *  - a Basic credential whose `user:password` is two references (`$CLIENT_ID:$CLIENT_SECRET`, `${USER}:${TOKEN}`,
 *    `%ID%:%SECRET%`, `{{id}}:{{secret}}`, `<id>:<secret>`): base64 of the names, expanded nowhere, holds no secret.
 * Left judged: a value outside the coordinates on the same line; after "getter for …:" anything but a type's shape; a
 * Basic pair with one literal side.
 */
import { dropFindings, type Hit } from './codes.js';

/** A Maven coordinate with its packaging, version and scope, as `mvn dependency:tree` prints it. */
const COORDINATE =
  /[\w.-]{1,80}:[\w.-]{1,80}:(?:jar|pom|war|aar|ear|rar|ejb|bundle|test-jar|maven-plugin|zip|klib):[\w.+-]{1,40}(?::[\w.-]{1,40})?:(?:compile|runtime|test|provided|system|import)\b/g;
/** A Kotlin accessor's name and colon right before the value (`getter for password: `). */
const ACCESSOR = /\b(?:getter|setter) for [\w$]{1,60}: $/;
/** A type as kotlinc prints it: an identifier, maybe qualified or generic, with a platform `!` or a nullable `?`. */
const TYPE = /^[A-Z][\w.]{0,60}(?:<[\w.,<> ?!*]{1,60}>)?[!?]?$/;
/** One reference: a shell's, a CI's, Windows', a template's or a slot's. */
const REFERENCE = String.raw`(?:\$[A-Za-z_]\w{0,60}|\$\{[A-Za-z_][\w.]{0,60}\}|\$\{\{ ?[\w.]{1,60} ?\}\}|%[A-Za-z_]\w{0,60}%|\{\{ ?[\w.]{1,60} ?\}\}|<[\w.-]{1,60}>)`;
const REFERENCE_PAIR = new RegExp(`^${REFERENCE}:${REFERENCE}$`);

/** Whether base64 decodes to a pair of references only (`$CLIENT_ID:$CLIENT_SECRET`). */
export function referencesOnly(b64: string): boolean {
  if (b64.length > 200) return false;
  return REFERENCE_PAIR.test(Buffer.from(b64, 'base64').toString('latin1'));
}

/** Drops the credential_password findings from `own` on that are a build line's coordinates or a type (see above). */
export function dropBuildLineValues(text: string, out: Hit[], own: number): void {
  dropFindings(out, own, (h) => h.code === 'credential_password' && (inCoordinate(text, h) || accessorType(text, h)));
}

function inCoordinate(text: string, h: Hit): boolean {
  // Cheap gate: a packaging word between colons near the value.
  const near = text.slice(Math.max(0, h.start - 160), Math.min(text.length, h.end + 60));
  if (!/:(?:jar|pom|war|aar|ear|rar|ejb|bundle|test-jar|maven-plugin|zip|klib):/.test(near)) return false;
  const lineStart = text.lastIndexOf('\n', h.start - 1) + 1;
  let lineEnd = text.indexOf('\n', h.end);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineEnd - lineStart > 600) return false;
  const line = text.slice(lineStart, lineEnd);
  COORDINATE.lastIndex = 0;
  for (let m = COORDINATE.exec(line); m !== null; m = COORDINATE.exec(line)) {
    const a = lineStart + m.index;
    if (a <= h.start && h.end <= a + m[0].length) return true;
  }
  return false;
}

function accessorType(text: string, h: Hit): boolean {
  return h.end - h.start <= 80 && TYPE.test(text.slice(h.start, h.end)) && ACCESSOR.test(text.slice(Math.max(0, h.start - 80), h.start));
}
