/**
 * How a launcher's command is found (`launches` in a program's table): the sub-command, the
 * options skipped, a separator, leading operands, a flake reference; and that a form the call
 * does not take, or a word that cannot be resolved, finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { launchedArgv } from '../../src/facts/launchers.js';

describe('launchedArgv', () => {
  it('finds the command after a sub-command and its options', () => {
    expect(launchedArgv(['run', 'rm', '-rf', '~'], [], { sub: ['run'] })).toEqual(['rm', '-rf', '~']);
    expect(launchedArgv(['run', '-n', 'base', 'python', 'x.py'], ['-n'], { sub: ['run'] })).toEqual(['python', 'x.py']);
    expect(launchedArgv(['-C', 'dir', 'run', 'pytest'], ['-C'], { sub: ['run'] })).toEqual(['pytest']);
    expect(launchedArgv(['install', 'x'], [], { sub: ['run'] })).toBeNull();
  });

  it('skips leading operands (direnv exec DIR CMD)', () => {
    expect(launchedArgv(['exec', '.', 'npm', 'test'], [], { sub: ['exec'], operands: 1 })).toEqual(['npm', 'test']);
    expect(launchedArgv(['exec', '.'], [], { sub: ['exec'], operands: 1 })).toBeNull();
  });

  it('takes the words after a separator option, and only those when the form is not direct', () => {
    const nix = { sub: ['develop'], rest_opts: ['-c', '--command'], direct: false };
    expect(launchedArgv(['develop', '.#ci', '--command', 'bash', '-c', 'x'], [], nix)).toEqual(['bash', '-c', 'x']);
    expect(launchedArgv(['develop', '.#ci'], [], nix)).toBeNull();
    const wsl = { rest_opts: ['-e', '--exec', '--'] };
    expect(launchedArgv(['-d', 'Ubuntu', '--', 'ls'], ['-d'], wsl)).toEqual(['ls']);
    expect(launchedArgv(['ls', '-la'], ['-d'], wsl)).toEqual(['ls', '-la']);
  });

  it('reads the program a flake reference names (nix run X#prog -- args)', () => {
    const run = { sub: ['run'], installable: true };
    expect(launchedArgv(['run', 'nixpkgs#bash', '--', '-c', 'rm -rf ~'], [], run)).toEqual(['bash', '-c', 'rm -rf ~']);
    expect(launchedArgv(['run', 'nixpkgs#legacyPackages.x86_64-linux.hello'], [], run)).toEqual(['hello']);
    expect(launchedArgv(['run', '.'], [], run)).toBeNull();
  });

  it('finds nothing when a word of the command cannot be resolved', () => {
    expect(launchedArgv(['run', 'rm', null], [], { sub: ['run'] })).toBeNull();
    expect(launchedArgv([null, 'rm'], [], { sub: ['run'] })).toBeNull();
  });
});
