import { Injectable } from '@nestjs/common';
import { AiClient } from '../../infrastructure/ai/ai-client';
import type { ResumeFacts } from './resume-rules';

const INSTRUCTIONS =
  'Du leser en CV og svarer bare med JSON: {"name": string|null, "location": string|null, "bio": string|null}. ' +
  'name er personens fulle navn, location stedet personen bor (by eller kommune i Norge), bio en kort ' +
  'presentasjon på norsk bokmål i førsteperson, høyst 600 tegn, bygd bare på det som står i CV-en. ' +
  'Bruk null for det CV-en ikke sier.';

/** The configured model reading a CV into the profile's facts. */
@Injectable()
export class ResumeAi {
  constructor(private readonly ai: AiClient) {}

  get enabled(): boolean {
    return this.ai.enabled;
  }

  async read(text: string): Promise<ResumeFacts> {
    const answer = await this.ai.complete({
      system: INSTRUCTIONS,
      user: text.slice(0, 12000),
      temperature: 0,
      json: true,
      timeoutMs: 30000,
    });
    const parsed = JSON.parse(answer) as Record<string, unknown>;
    const clean = (value: unknown, max: number) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
    return {
      name: clean(parsed.name, 120),
      location: clean(parsed.location, 120),
      bio: clean(parsed.bio, 2000),
    };
  }
}
