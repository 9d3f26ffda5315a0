/**
 * Names for temp files and lock owners that no other live process can produce: the pid (unique
 * among live processes), the monotonic clock and a counter. They need to be unique, not secret
 * (every file they name is created with O_EXCL), so this costs no load of node:crypto, which a
 * gate call that attests nothing would otherwise load just for them.
 */
let counter = 0;

export function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid.toString(36)}-${process.hrtime.bigint().toString(36)}-${counter.toString(36)}`;
}
