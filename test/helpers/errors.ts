/**
 * `expect(fn).toThrowJudgeError(UsageError, 'input.too-large')`: tests hold an error to its class
 * and code (and, where it matters, the field it names), not to its wording, which may improve.
 * Works on a function that throws and, through `.rejects`, on a rejected promise.
 */
import { expect } from 'vitest';
import { JudgeError, type ErrorCode, type JudgeErrorKind } from '../../src/errors.js';

type JudgeErrorClass<K extends JudgeErrorKind> = abstract new (...args: never[]) => JudgeError<K>;

interface JudgeErrorMatchers<R = unknown> {
  toThrowJudgeError<K extends JudgeErrorKind>(cls: JudgeErrorClass<K>, code?: ErrorCode<K>, where?: string): R;
}

declare module 'vitest' {
  interface Matchers<T = any> extends JudgeErrorMatchers<T> {}
}

function describeError(err: unknown): string {
  if (err instanceof JudgeError)
    return `${err.constructor.name} ${err.code}${err.where !== undefined ? ` (where ${err.where})` : ''}: ${err.message}`;
  return err instanceof Error ? `${err.constructor.name}: ${err.message}` : String(err);
}

expect.extend({
  toThrowJudgeError(received: unknown, cls: JudgeErrorClass<JudgeErrorKind>, code?: string, where?: string) {
    const want = `${cls.name}${code !== undefined ? ` ${code}` : ''}${where !== undefined ? ` (where ${where})` : ''}`;
    let thrown: unknown;
    if (typeof received === 'function') {
      let result: unknown;
      try {
        result = (received as () => unknown)();
      } catch (err) {
        thrown = err;
      }
      if (result instanceof Promise) {
        result.catch(() => undefined);
        return {
          pass: false,
          message: () => `expected ${want}, but the function returned a promise: use expect(promise).rejects.toThrowJudgeError(…)`,
        };
      }
      if (thrown === undefined) return { pass: false, message: () => `expected ${want}, but nothing was thrown` };
    } else {
      thrown = received; // from .rejects: the rejection itself
    }
    const pass =
      thrown instanceof cls &&
      (code === undefined || (thrown as JudgeError).code === code) &&
      (where === undefined || (thrown as JudgeError).where === where);
    return {
      pass,
      message: () => (pass ? `expected no ${want}, got ${describeError(thrown)}` : `expected ${want}, got ${describeError(thrown)}`),
    };
  },
});
