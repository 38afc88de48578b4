import type { ChatMessage } from '../../../core/recommendations/grounding';
import type { ServerEnv } from '../../config';

/*
 * The optional language model (issue 15): an OpenAI-compatible `POST {LLM_BASE_URL}/chat/completions`.
 * It is on only when LLM_BASE_URL, LLM_MODEL and LLM_API_KEY are all set. The key is sent as a
 * bearer token and never logged or returned; failures become a typed error the routes answer as
 * a 502 or 504 JSON error.
 */

export interface LanguageModel {
  model: string;
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

export class LanguageModelError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'http' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'LanguageModelError';
  }
}

/** The configured model, or null when any of the three variables is missing. */
export function languageModelFrom(env: ServerEnv): LanguageModel | null {
  const { LLM_BASE_URL: base, LLM_MODEL: model, LLM_API_KEY: key, LLM_TIMEOUT_MS: timeoutMs } = env;
  if (!base || !model || !key) return null;
  const url = `${base.replace(/\/+$/, '')}/chat/completions`;
  return {
    model,
    async complete(messages) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${key}`,
          },
          body: JSON.stringify({ model, messages, temperature: 0, max_tokens: 700 }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LanguageModelError(
            'timeout',
            `The language model did not answer within ${Math.round(timeoutMs / 1000)} s`,
          );
        }
        throw new LanguageModelError('unreachable', 'The language model could not be reached');
      }
      let text: string;
      try {
        text = await res.text();
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LanguageModelError(
            'timeout',
            `The language model did not answer within ${Math.round(timeoutMs / 1000)} s`,
          );
        }
        throw new LanguageModelError('unreachable', 'The language model connection failed');
      }
      if (!res.ok) {
        throw new LanguageModelError('http', `The language model answered HTTP ${res.status}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new LanguageModelError(
          'malformed',
          'The language model answered something other than JSON',
        );
      }
      const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })
        ?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') {
        throw new LanguageModelError(
          'malformed',
          'The language model answer has no message content',
        );
      }
      return content;
    },
  };
}
