import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export interface ChatCompletion {
  system: string;
  user: string;
  temperature: number;
  /** Ask the model for a JSON object (OpenAI's `response_format`). */
  json?: boolean;
  timeoutMs: number;
}

/**
 * The one client of the configured OpenAI-compatible chat-completions endpoint (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL). Unset, `enabled` is false and callers use their offline default.
 */
@Injectable()
export class AiClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.ai);
  }

  /** The model's answer, trimmed; throws on no configuration, an HTTP error or an empty answer. */
  async complete({ system, user, temperature, json, timeoutMs }: ChatCompletion): Promise<string> {
    const ai = this.config.ai;
    if (!ai) throw new Error('Ingen språkmodell er satt opp');
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature,
        ...(json ? { response_format: { type: 'json_object' } } : {}),
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Språkmodellen svarte ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content?.trim();
    if (!content) throw new Error('Språkmodellen svarte tomt');
    return content;
  }
}
