import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  businessMessageSchema,
  conversationsQuerySchema,
  messageHistoryQuerySchema,
  studentMessageSchema,
} from '@yrkesbro/contracts';
import type {
  BusinessMessageRequest,
  ConversationsQuery,
  ConversationsResponse,
  MayWriteResponse,
  Message,
  MessageHistory,
  MessageHistoryQuery,
  StudentMessageRequest,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { MessagesService } from './messages.service';

@ApiTags('messages')
@Controller('messages')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('student', 'business')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get('conversations')
  conversations(
    @CurrentUser() user: User,
    @Query(new YupValidationPipe(conversationsQuerySchema)) query: ConversationsQuery,
  ): Promise<ConversationsResponse> {
    return this.messages.conversations(user, query);
  }

  @Post('student')
  @HttpCode(201)
  @Roles('student')
  fromStudent(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(studentMessageSchema)) body: StudentMessageRequest,
  ): Promise<Message> {
    return this.messages.sendAsStudent(user, body.businessId, body.content);
  }

  @Post()
  @HttpCode(201)
  @Roles('business')
  fromBusiness(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(businessMessageSchema)) body: BusinessMessageRequest,
  ): Promise<Message> {
    return this.messages.sendAsBusiness(user, body.receiverId, body.content);
  }

  @Get('student/:studentId/:businessId')
  pair(
    @CurrentUser() user: User,
    @Param('studentId') studentId: string,
    @Param('businessId') businessId: string,
    @Query(new YupValidationPipe(messageHistoryQuerySchema)) query: MessageHistoryQuery,
  ): Promise<MessageHistory> {
    return this.messages.historyOfPair(user, studentId, businessId, query);
  }

  @Get(':id/may-write')
  mayWrite(@CurrentUser() user: User, @Param('id') id: string): Promise<MayWriteResponse> {
    return this.messages.mayWrite(user, id);
  }

  @Get(':id')
  history(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query(new YupValidationPipe(messageHistoryQuerySchema)) query: MessageHistoryQuery,
  ): Promise<MessageHistory> {
    return this.messages.history(user, id, query);
  }
}
