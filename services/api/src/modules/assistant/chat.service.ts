import { Injectable, Logger } from '@nestjs/common';
import type { ChatResponse } from '@yrkesbro/contracts';
import { AiProvider } from './ai-provider';
import { notFoundAnswer, retrievalAnswer, sourcesOf } from './answerers';
import { buildKnowledgeBase } from './knowledge-base';
import { PassageIndex } from './passage-index';

// Below this BM25 score the best passage shares too little with the question to be an answer.
const MIN_SCORE = 2.5;

/** The apprenticeship assistant: retrieval over our own texts, phrased by a language model when one is set up. */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);
  private readonly index = new PassageIndex(buildKnowledgeBase());

  constructor(private readonly ai: AiProvider) {}

  async ask(question: string): Promise<ChatResponse> {
    const hits = this.index.search(question, 3).filter((hit) => hit.score >= MIN_SCORE);
    if (hits.length === 0) return notFoundAnswer();
    if (this.ai.enabled) {
      try {
        return {
          message: await this.ai.answer(question, hits),
          sources: sourcesOf(hits),
          answeredBy: 'ai',
        };
      } catch (error) {
        // The offline answer is still a good one; the visitor should not pay for an outage.
        this.logger.warn(
          `Språkmodellen feilet, svarer fra kunnskapsbasen: ${(error as Error).message}`,
        );
      }
    }
    return retrievalAnswer(question, hits);
  }
}
