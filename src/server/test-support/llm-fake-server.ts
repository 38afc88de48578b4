import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat completions endpoint, for tests and the browser
 * journey only, on 127.0.0.1 with a free port. It checks the bearer key and the request shape,
 * records every request (so a test can read the prompt), and answers in the mode the test sets:
 * - `good`: two sentences citing the first fact ids of the prompt;
 * - `invent`: cites an id the prompt did not hold;
 * - `uncited`: plain prose without any citation;
 * - `hang`: accepts the request and never answers (for timeouts);
 * - `error`: HTTP 500; `malformed`: a body with no message content.
 * These canned answers are test fixtures: product code never contains them.
 */

export type FakeLlmMode = 'good' | 'invent' | 'uncited' | 'hang' | 'error' | 'malformed';

export interface FakeLlmRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
  };
}

export interface FakeLlm {
  /** Base URL to configure as LLM_BASE_URL, e.g. http://127.0.0.1:40123/v1 */
  url: string;
  apiKey: string;
  model: string;
  mode: FakeLlmMode;
  requests: FakeLlmRequest[];
  /** The prompt text (every message) of the last request. */
  lastPrompt(): string;
  close(): Promise<void>;
}

export const FAKE_LLM_KEY = 'sk-fake-test-key-0123456789';
export const FAKE_LLM_MODEL = 'fake-clinical-model';

/** Fact ids in the order the prompt lists them: lines that start with `[id]`. */
export function factIdsOf(prompt: string): string[] {
  return [...prompt.matchAll(/^\[([^\]\s]+)\]/gm)].map((m) => m[1] as string);
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: FAKE_LLM_MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

export async function startFakeLlm(mode: FakeLlmMode = 'good'): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  const sockets = new Set<Socket>();
  const fake: FakeLlm = {
    url: '',
    apiKey: FAKE_LLM_KEY,
    model: FAKE_LLM_MODEL,
    mode,
    requests,
    lastPrompt: () =>
      (requests[requests.length - 1]?.body.messages ?? []).map((m) => m.content).join('\n'),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: FakeLlmRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeLlmRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return send(404, { error: { message: 'not found' } });
      }
      if (req.headers.authorization !== `Bearer ${FAKE_LLM_KEY}`) {
        return send(401, { error: { message: 'invalid api key' } });
      }
      if (body.model !== FAKE_LLM_MODEL || !Array.isArray(body.messages)) {
        return send(400, { error: { message: 'model and messages are required' } });
      }
      const ids = factIdsOf(body.messages.map((m) => m.content).join('\n')).filter(
        (id) => id !== 'patient',
      );
      switch (fake.mode) {
        case 'hang':
          return; // never answers
        case 'error':
          return send(500, { error: { message: 'upstream failure' } });
        case 'malformed':
          return send(200, { choices: [] });
        case 'uncited':
          return send(200, completion('Reduce the dose and monitor closely.'));
        case 'invent':
          return send(
            200,
            completion(`Reduce the dose [${ids[0] ?? 'rec:1'}]. Ibuprofen is fine [rec:999].`),
          );
        case 'good': {
          const [first, second] = [ids[0] ?? 'patient', ids[1] ?? ids[0] ?? 'patient'];
          return send(
            200,
            completion(
              `The first change is the one the records rank highest [${first}]. The next follows from the record cited [${second}].`,
            ),
          );
        }
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
