import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { chatSchema } from '@yrkesbro/contracts';
import type { ChatRequest, ChatResponse } from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { clientIp } from '../../common/client-ip';
import { ChatService } from './chat.service';

@ApiTags('assistant')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(200)
  async ask(
    @Body(new YupValidationPipe(chatSchema)) { message }: ChatRequest,
    @Req() request: FastifyRequest,
  ): Promise<ChatResponse> {
    await this.rateLimiter.hit({
      key: `chat-ip:${clientIp(request)}`,
      limit: 30,
      windowSeconds: 600,
    });
    return this.chat.ask(message);
  }
}
