import { loadConfig } from '../../../config';

/**
 * What the operator set for agents' outside calls (README, "Variáveis de ambiente"). Read from
 * the environment when a call is made, like the rest of the server's config at start
 * (config.ts validates the same variables when the server starts).
 */
export interface OutsideConfig {
  /** AGENTS_ALLOW_PRIVATE_URLS=1: webhooks may call private and loopback addresses. */
  allowPrivateUrls: boolean;
  /** LLM_URL: an OpenAI-compatible base URL (`…/v1`); null: ask_llm is off. */
  llmUrl: string | null;
  llmApiKey: string | null;
  llmModel: string;
}

export function outsideConfig(env: NodeJS.ProcessEnv = process.env): OutsideConfig {
  const c = loadConfig(env);
  return {
    allowPrivateUrls: c.AGENTS_ALLOW_PRIVATE_URLS,
    llmUrl: c.LLM_URL?.replace(/\/+$/, '') || null,
    llmApiKey: c.LLM_API_KEY || null,
    llmModel: c.LLM_MODEL,
  };
}
