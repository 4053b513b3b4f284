import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Hit } from './passage-index';

const SYSTEM_PROMPT =
  'Du er Yrkesbros assistent for lærlinger, elever og bedrifter. Svar kort og vennlig på norsk bokmål, ' +
  'i du-form. Bruk bare opplysningene i kildene du får. Står svaret ikke der, si ærlig at du ikke vet, og ' +
  'vis til kontaktskjemaet på /contact. Ikke finn på tall.';

/**
 * An OpenAI-compatible chat-completions endpoint (configured by AI_BASE_URL, AI_API_KEY and
 * AI_MODEL). It only ever sees our retrieved passages, so its answers stay grounded in them.
 */
@Injectable()
export class AiProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.ai);
  }

  async answer(question: string, hits: Hit[]): Promise<string> {
    const ai = this.config.ai;
    if (!ai) throw new Error('Ingen språkmodell er satt opp');
    const sources = hits
      .map((hit, i) => `[${i + 1}] ${hit.passage.title}\n${hit.passage.paragraphs.join('\n')}`)
      .join('\n\n');
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Kilder:\n${sources}\n\nSpørsmål: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(20000),
    });
    if (!response.ok) throw new Error(`Språkmodellen svarte ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content?.trim();
    if (!content) throw new Error('Språkmodellen svarte tomt');
    return content;
  }
}
