import { describe, expect, it } from 'vitest';
import { detectCapability } from '../../src/content/capability.js';
import type { Hit } from '../../src/content/codes.js';
import { Text } from '../../src/content/find.js';
import { namedNotUsed } from '../../src/content/prompt-skipping.js';

const skips = (text: string): boolean => {
  const out: Hit[] = [];
  detectCapability(new Text(text), out);
  return out.some((h) => h.code === 'capability_skip_prompts');
};

describe('prompts skipped in prose (prompt-skipping.ts)', () => {
  it('reads an order to use the mode, whatever follows it', () => {
    expect(skips('Run the agent in yolo mode so it can finish overnight.')).toBe(true);
    expect(skips('Start the agent with --full-auto; suggest mode is not used in this repository.')).toBe(true);
    expect(skips('Run in yolo mode. Never ask before running commands.')).toBe(true);
    expect(skips('Use full-auto mode here, not suggest mode.')).toBe(true);
    expect(skips('Always start Claude with `claude --dangerously-skip-permissions`; plan mode is not used.')).toBe(true);
  });
  it('reads a description of the mode followed by its use', () => {
    expect(skips('The CLI offers a full-auto mode; in this project we use it for every task.')).toBe(true);
  });
  it('leaves the mode named to say it is not used', () => {
    expect(skips('Codex supports a full-auto mode; in this repository we use suggest mode, so every command is shown to you first.')).toBe(
      false,
    );
    expect(skips('Yolo mode is not used in this repository. Ask before any shell command.')).toBe(false);
    expect(skips('Some agents have a full-auto mode. Do not enable it here.')).toBe(false);
    expect(skips('The `--yolo` flag exists, but it is for disposable containers only.')).toBe(false);
    expect(skips('The --dangerously-skip-permissions flag and yolo mode exist, but they are for throwaway containers only.')).toBe(false);
    expect(skips('Approval modes: suggest, auto-edit and full-auto. We stay in suggest mode here.')).toBe(false);
  });
  it('reads the permission flag in a settings string whatever follows it', () => {
    expect(skips('{"command": "claude --dangerously-skip-permissions", "note": "we use suggest mode"}')).toBe(true);
  });
  it('stays bounded on long text with no stop', () => {
    const long = `full-auto ${'and or is '.repeat(5000)}`;
    expect(namedNotUsed(long, 0, 9)).toBe(false);
  });
});
