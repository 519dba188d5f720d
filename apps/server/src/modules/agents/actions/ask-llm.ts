import { agentMessages, actionRequires } from '@orbita/contracts/agents';
import { outsideConfig } from '../net/config';
import { failureOfError, failureOfStatus } from '../net/failures';
import { postOutbound } from '../net/http';
import type { ExternalActionHandler } from './types';
import { PermanentActionError } from './types';

export const LLM_TIMEOUT_MS = 60_000;
/** The step keeps at most this much of the answer. */
export const LLM_ANSWER_MAX = 20_000;
// A chat completion's JSON around a 20,000-character answer (escapes, metadata) stays far below.
const LLM_RESPONSE_MAX_BYTES = 1024 * 1024;

/** The first choice's text of an OpenAI-compatible chat completion, or null. */
export function completionText(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}

/**
 * Asks the operator's language model (LLM_URL, any OpenAI-compatible server: OpenAI, a local
 * Ollama or vLLM…) the rendered prompt; the answer is `{{steps.N.text}}` for later actions.
 * Off (the run dies with a clear reason) until the operator sets LLM_URL. The URL is the
 * operator's own, so the webhooks' private-address guard does not apply to it.
 */
export const askLlmAction: ExternalActionHandler<'ask_llm'> = {
  kind: 'ask_llm',
  external: true,
  // It reads what the run's input holds and writes nothing in the workspace.
  requires: actionRequires.ask_llm,
  async run(action, env) {
    const config = outsideConfig();
    if (!config.llmUrl) throw new PermanentActionError(agentMessages.llmOff);
    const body = JSON.stringify({
      model: config.llmModel,
      messages: [{ role: 'user', content: env.render(action.prompt) }],
    });
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'Orbita-Agentes',
    };
    if (config.llmApiKey) headers.Authorization = `Bearer ${config.llmApiKey}`;
    let answer;
    try {
      answer = await postOutbound({
        url: `${config.llmUrl}/chat/completions`,
        headers,
        body,
        timeoutMs: LLM_TIMEOUT_MS,
        maxBytes: LLM_RESPONSE_MAX_BYTES,
        guard: false,
      });
    } catch (error) {
      throw failureOfError('O modelo de linguagem', error);
    }
    const failure = failureOfStatus('O modelo de linguagem', answer.status);
    if (failure) throw failure;
    const text = completionText(answer.body);
    if (text === null)
      throw new Error(
        'O modelo de linguagem respondeu num formato inesperado (sem choices[0].message.content).',
      );
    return { text: text.slice(0, LLM_ANSWER_MAX) };
  },
  async preview(action, env) {
    const config = outsideConfig();
    return {
      rendered: { prompt: env.render(action.prompt), model: config.llmModel },
      problem: config.llmUrl ? null : agentMessages.llmOff,
    };
  },
};
