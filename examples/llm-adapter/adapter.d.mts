// Types for adapter.mjs, so TypeScript tests can import it.
import type { Server } from 'node:http';

export declare const MAX_BODY_BYTES: number;
export declare class AdapterError extends Error {
  status: number;
  code: string;
  constructor(status: number, code: string, message: string);
}
export interface AdapterQuestion {
  type: 'noul' | 'choice' | 'score';
  instructions?: string;
  options?: string[];
  levels?: string[];
}
export declare function readRequest(text: string): { state: Record<string, unknown>; questions: Record<string, AdapterQuestion> };
export declare function buildMessages(state: unknown, questions: Record<string, AdapterQuestion>): Array<{ role: 'system' | 'user'; content: string }>;
export declare function parseReply(content: unknown, questions: Record<string, AdapterQuestion>): Record<string, Record<string, unknown>>;
export declare function askModel(config: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number }, messages: unknown[]): Promise<unknown>;
export declare function createAdapter(config: Record<string, unknown>): Server;
