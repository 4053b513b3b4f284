import { Injectable } from '@nestjs/common';
import { AiClient } from '../../infrastructure/ai/ai-client';
import type { Hit } from './passage-index';

const SYSTEM_PROMPT =
  'Du er Yrkesbros assistent for lærlinger, elever og bedrifter. Svar kort og vennlig på norsk bokmål, ' +
  'i du-form. Bruk bare opplysningene i kildene du får. Står svaret ikke der, si ærlig at du ikke vet, og ' +
  'vis til kontaktskjemaet på /contact. Ikke finn på tall.';

/** The configured model answering from our retrieved passages only, so it stays grounded in them. */
@Injectable()
export class AiProvider {
  constructor(private readonly ai: AiClient) {}

  get enabled(): boolean {
    return this.ai.enabled;
  }

  answer(question: string, hits: Hit[]): Promise<string> {
    const sources = hits
      .map((hit, i) => `[${i + 1}] ${hit.passage.title}\n${hit.passage.paragraphs.join('\n')}`)
      .join('\n\n');
    return this.ai.complete({
      system: SYSTEM_PROMPT,
      user: `Kilder:\n${sources}\n\nSpørsmål: ${question}`,
      temperature: 0.2,
      timeoutMs: 20000,
    });
  }
}
