import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ResumeFacts } from './resume-rules';

const INSTRUCTIONS =
  'Du leser en CV og svarer bare med JSON: {"name": string|null, "location": string|null, "bio": string|null}. ' +
  'name er personens fulle navn, location stedet personen bor (by eller kommune i Norge), bio en kort ' +
  'presentasjon på norsk bokmål i førsteperson, høyst 600 tegn, bygd bare på det som står i CV-en. ' +
  'Bruk null for det CV-en ikke sier.';

/** The configured OpenAI-compatible model (AI_BASE_URL, AI_API_KEY, AI_MODEL) reading a CV. */
@Injectable()
export class ResumeAi {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.ai);
  }

  async read(text: string): Promise<ResumeFacts> {
    const ai = this.config.ai;
    if (!ai) throw new Error('Ingen språkmodell er satt opp');
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: text.slice(0, 12000) },
        ],
      }),
      signal: AbortSignal.timeout(30000),
    });
    if (!response.ok) throw new Error(`Språkmodellen svarte ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const parsed = JSON.parse(body.choices?.[0]?.message?.content ?? '') as Record<string, unknown>;
    const clean = (value: unknown, max: number) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
    return {
      name: clean(parsed.name, 120),
      location: clean(parsed.location, 120),
      bio: clean(parsed.bio, 2000),
    };
  }
}
