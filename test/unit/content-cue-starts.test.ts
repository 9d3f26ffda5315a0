import { describe, expect, it } from 'vitest';
import { HEAD_STARTS, HEADS, O_WORDS } from '../../src/content/cues.js';

// cuesOf finds heads and O cues with one scan of the words both start with (CUE_STARTS): it relies on these.
describe('where heads and O cues start', () => {
  const words = [...new Set([...O_WORDS.keys(), ...HEAD_STARTS])];

  it('no word of the scan starts with a head, so the longest word matched is the head', () => {
    for (const head of HEAD_STARTS) for (const w of words) if (w !== head) expect(w.startsWith(head), `${w} after ${head}`).toBe(false);
  });

  it('every head starts with a word of HEAD_STARTS', () => {
    const heads = [
      'ai',
      'a.i.x',
      'llm',
      'llms',
      'language model',
      'language  models',
      'copilot',
      'chatbot',
      'chatbots',
      'chatgpt',
      'gpt',
      'claude',
      'gemini',
      'assistant',
      'assistants',
      'virtual assistant',
      'virtual\tassistants',
      'ai-powered',
      'agent',
      'agents',
      'model',
      'models',
      'bot',
      'bots',
      'system',
      'systems',
      'reader',
      'readers',
      'tool',
      'tools',
      'processor',
      'summarizer',
      'summarisers',
      'crawler',
      'sorter',
      'note-taker',
      'note-takers',
      'helper',
      'operator',
      'screener',
      'reviewers',
    ];
    for (const head of heads) {
      const m = new RegExp(HEADS.source, 'y').exec(head);
      expect(m, head).not.toBeNull();
      expect(
        HEAD_STARTS.some((w) => m![0].startsWith(w)),
        head,
      ).toBe(true);
    }
  });
});
