/**
 * The shell parser: `parseScript` reads POSIX/bash shell syntax into the syntax tree (ast.ts)
 * that the walk (flatten.ts) turns into the invocations the rules read. It is built in layers,
 * each in its own file: the lexer (tokens.ts), words and their quoting and expansions
 * (words.ts, with escapes.ts), and the grammar (grammar.ts). Its bounds are in limits.ts.
 */
export * from './ast.js';
export { decodeAnsiC, readRadix } from './escapes.js';
export { parseScript } from './grammar.js';
export { addIssue, Budget, type ParseState } from './limits.js';
