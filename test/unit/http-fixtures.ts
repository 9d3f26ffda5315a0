/**
 * Real loopback servers for the HTTP judge tests: each way an HTTP judge can fail is one
 * handler, served by node:http on 127.0.0.1 with port 0. Nothing is mocked on the client side.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Fixture {
  url: string;
  port: number;
  /** Requests seen, with their raw headers and body text. */
  seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export async function startFixture(handler: Handler): Promise<Fixture> {
  const seen: Fixture['seen'] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  (server as Server & { timers?: Set<NodeJS.Timeout> }).timers = timers;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export const JUDGE = { model: 'fixture-1', provider: 'test', kind: 'classifier', replayable: false };

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Answers every asked question: nouls 0, choices their first option, scores their first level. */
export function lowAnswers(requestBody: string): Record<string, unknown> {
  const { questions } = JSON.parse(requestBody) as { questions: Record<string, { type: string; options?: string[]; levels?: string[] }> };
  const answers: Record<string, unknown> = {};
  for (const [key, q] of Object.entries(questions)) {
    if (q.type === 'noul') answers[key] = { noul: 0, confidence: 1 };
    else if (q.type === 'choice') answers[key] = { choice: q.options![0], confidence: 1 };
    else answers[key] = { score: q.levels![0], confidence: 1 };
  }
  return answers;
}

/** Writes one byte every `everyMs` for as long as the socket lives. */
export function drip(res: ServerResponse, everyMs: number, first = '{"judge":'): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(first);
  const t = setInterval(() => {
    if (res.destroyed || res.writableEnded) clearInterval(t);
    else res.write(' ');
  }, everyMs);
  res.on('close', () => clearInterval(t));
}

/** The ways an HTTP judge can fail (docs/http.md), each as a handler, with the exit code it must end in. */
export const BARS: Array<{ name: string; exit: 3 | 4; handler: Handler }> = [
  { name: '503', exit: 3, handler: (_q, res) => json(res, 503, { error: 'overloaded' }) },
  { name: '404', exit: 3, handler: (_q, res) => json(res, 404, { error: 'no such judge' }) },
  {
    name: 'headers slower than the deadline',
    exit: 3,
    handler: (_q, res, body) => {
      const t = setTimeout(() => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) }), 5_000);
      res.on('close', () => clearTimeout(t));
    },
  },
  { name: 'a body that drips past the deadline', exit: 3, handler: (_q, res) => drip(res, 100) },
  {
    name: 'a body over the cap (chunked, no length)',
    exit: 3,
    handler: (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('{}');
      };
      res.on('error', () => undefined);
      pump();
    },
  },
  {
    name: 'a body over the cap (declared length)',
    exit: 3,
    handler: (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) });
      res.on('error', () => undefined);
      res.write(Buffer.alloc(1024, 0x20));
    },
  },
  { name: 'invalid JSON', exit: 3, handler: (_q, res) => json(res, 200, '{"judge": {"model": "x", ') },
  { name: 'JSON that is not an answer', exit: 3, handler: (_q, res) => json(res, 200, { verdict: 'allow' }) },
  { name: 'an empty 200', exit: 3, handler: (_q, res) => json(res, 200, '') },
  {
    name: 'answers of the wrong type',
    exit: 4,
    handler: (_q, res, body) => {
      const answers = lowAnswers(body);
      for (const k of Object.keys(answers)) answers[k] = { noul: 'no' };
      json(res, 200, { judge: JUDGE, answers });
    },
  },
  {
    name: 'noul 1.5',
    exit: 4,
    handler: (_q, res, body) => {
      const answers = lowAnswers(body);
      for (const [k, a] of Object.entries(answers)) if ('noul' in (a as object)) answers[k] = { noul: 1.5, confidence: 1 };
      json(res, 200, { judge: JUDGE, answers });
    },
  },
  {
    name: 'a choice outside its options',
    exit: 4,
    handler: (_q, res, body) => {
      const answers = lowAnswers(body);
      for (const [k, a] of Object.entries(answers)) if ('choice' in (a as object)) answers[k] = { choice: 'maybe', confidence: 1 };
      json(res, 200, { judge: JUDGE, answers });
    },
  },
  {
    // JSON.parse keeps the last of two equal keys; a reader that keeps the first sees a yes.
    name: 'a key given twice (a yes, then a no)',
    exit: 4,
    handler: (_q, res, body) =>
      json(res, 200, JSON.stringify({ judge: JUDGE, answers: lowAnswers(body) }).replace('{"noul":0,', '{"noul":1,"noul":0,')),
  },
  {
    name: 'a missing answer',
    exit: 4,
    handler: (_q, res, body) => {
      const answers = lowAnswers(body);
      delete answers[Object.keys(answers).sort()[0]!];
      json(res, 200, { judge: JUDGE, answers });
    },
  },
  {
    name: 'a reset connection',
    exit: 3,
    handler: (req) => {
      (req.socket as Socket & { resetAndDestroy?: () => void }).resetAndDestroy?.() ?? req.socket.destroy();
    },
  },
  {
    name: 'a reset mid-body',
    exit: 3,
    handler: (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"judge":{"model":"x"');
      setTimeout(() => (req.socket as Socket & { resetAndDestroy?: () => void }).resetAndDestroy?.() ?? req.socket.destroy(), 20);
    },
  },
  {
    name: 'a redirect (to a judge that would allow)',
    exit: 3,
    handler: (req, res, body) => {
      // Followed, the redirect would reach a judge that allows everything: the test would see exit 0.
      if (req.url === '/allow') return json(res, 200, { judge: JUDGE, answers: lowAnswers(body) });
      res.writeHead(307, { location: `http://${req.headers.host}/allow` });
      res.end();
    },
  },
];
