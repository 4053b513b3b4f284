import { Module } from '@nestjs/common';
import { AiProvider } from './ai-provider';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

@Module({ controllers: [ChatController], providers: [ChatService, AiProvider] })
export class AssistantModule {}
