import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import type {
  ConversationsQuery,
  ConversationsResponse,
  MayWriteResponse,
  Message,
  MessageHistory,
  MessageHistoryQuery,
} from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isUuid } from '../../common/uuid';
import { ApplicationsService } from '../applications/applications.service';
import { BusinessesService } from '../businesses/businesses.service';
import { MailService } from '../mail/mail.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { MessagesGateway } from './messages.gateway';
import { MessagesRepository } from './messages.repository';
import { messageNoticeKey, messageNoticeMail } from './message-notice';
import type { MessageRow, Pair, Side } from './messages.repository';

/**
 * Conversations between one student and one business. Only the two of them read or write one;
 * everyone else is answered exactly as if it did not exist. Every change is also pushed live
 * to the open tabs of the people it concerns.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messages: MessagesRepository,
    private readonly users: UsersService,
    private readonly applications: ApplicationsService,
    private readonly businesses: BusinessesService,
    private readonly students: StudentProfilesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly mail: MailService,
    private readonly live: MessagesGateway,
  ) {}

  /** A student writes to a company, when `mayWriteTo` allows. */
  async sendAsStudent(student: User, businessId: string, content: string): Promise<Message> {
    const business = await this.party(businessId, 'business');
    if (!(await this.mayWriteTo(student, business)))
      throw new ForbiddenException(MESSAGE_MESSAGES.studentMayNotStart);
    return this.append(pairOf(student, business), student, business, content);
  }

  /** A business writes to a student, when `mayWriteTo` allows. */
  async sendAsBusiness(business: User, studentId: string, content: string): Promise<Message> {
    const student = await this.party(studentId, 'student');
    if (!(await this.mayWriteTo(business, student)))
      throw new ForbiddenException(MESSAGE_MESSAGES.businessMayNotStart);
    return this.append(pairOf(student, business), business, student, content);
  }

  /**
   * Whether `user` may write to the other party `otherId` now, asked before a word is typed:
   * the answer sending would give, from the same rule. 404 for an id that is no account of the
   * other role, as when sending.
   */
  async mayWrite(user: User, otherId: string): Promise<MayWriteResponse> {
    const other = await this.party(otherId, sideOf(user) === 'student' ? 'business' : 'student');
    return { may_write: await this.mayWriteTo(user, other) };
  }

  /** The history with the other party `otherId`; opening it marks it read. */
  async history(user: User, otherId: string, query: MessageHistoryQuery): Promise<MessageHistory> {
    if (!isUuid(otherId)) throw notFound();
    const pair =
      sideOf(user) === 'student'
        ? { studentId: user.id, businessId: otherId }
        : { studentId: otherId, businessId: user.id };
    return this.open(user, pair, query);
  }

  /** The history of student `studentId` with business `businessId`, for either of them. */
  async historyOfPair(
    user: User,
    studentId: string,
    businessId: string,
    query: MessageHistoryQuery,
  ): Promise<MessageHistory> {
    const own = sideOf(user) === 'student' ? studentId : businessId;
    if (own !== user.id || !isUuid(studentId) || !isUuid(businessId)) throw notFound();
    return this.open(user, { studentId, businessId }, query);
  }

  async conversations(
    user: User,
    { page, limit }: ConversationsQuery,
  ): Promise<ConversationsResponse> {
    const found = await this.messages.page(user.id, sideOf(user), limit, (page - 1) * limit);
    return {
      conversations: found.rows.map((row) => ({
        ...row,
        business_name: row.business_name ?? '',
        last_message_time: row.last_message_time.toISOString(),
      })),
      total: found.total,
      page,
      limit,
      unread_total: found.unread,
    };
  }

  /**
   * The one rule for writing, which sending and asking ahead both apply. Anyone writes in a
   * conversation that exists. First, a student writes only to a company it has applied to; a
   * business to a student who has applied to it or whose profile it has opened on its free
   * quota, and with a plan ("Kontakt studenter direkte") to any student. Every student's
   * account id is listed to businesses: without this, contact would cost neither a plan nor a
   * free view. The cheapest questions go first, and most messages belong to a conversation
   * already.
   */
  private async mayWriteTo(writer: User, recipient: User): Promise<boolean> {
    if ((await this.messages.conversationId(pairOf(writer, recipient))) !== null) return true;
    if (sideOf(writer) === 'student')
      return this.applications.hasAppliedToCompanyOf(writer.id, recipient);
    return (
      (await this.subscriptions.mayContact(writer.id, recipient.id)) ||
      (await this.applications.hasAppliedToCompanyOf(recipient.id, writer))
    );
  }

  private async append(pair: Pair, sender: User, recipient: User, content: string) {
    const row = await this.messages.append(pair, sender.id, content);
    const message = toMessage(row);
    this.announce(pair, message);
    await this.notice(row.conversation_id, sender, recipient);
    return message;
  }

  /**
   * A new message to both parties' tabs. It changes both unread totals too (the recipient's goes
   * up, the writer's may drop), and the tabs reload the conversations, which carry them, on this
   * event: an unread event beside it made each of them reload twice. The stored message stands
   * even when this fails: the clients fetch what they missed when they reconnect or come back
   * to the tab.
   */
  private announce(pair: Pair, message: Message): void {
    try {
      this.live.message([pair.studentId, pair.businessId], {
        student_id: pair.studentId,
        business_id: pair.businessId,
        message,
      });
    } catch (error) {
      this.logger.warn(`Live message not sent: ${(error as Error).message}`);
    }
  }

  /**
   * A recipient with no tab open hears of a new burst of messages by e-mail, once per
   * conversation: the notice waits a while in the queue under one key per conversation and
   * recipient, and reading or answering cancels it. Answering counts as reading for the writer.
   */
  private async notice(conversationId: string, sender: User, recipient: User): Promise<void> {
    try {
      await this.mail.cancel(messageNoticeKey(conversationId, sender.id));
      if (await this.live.isOnline(recipient.id)) return;
      const area = recipient.role === 'student' ? 'student' : 'business';
      const mail = messageNoticeMail({
        to: recipient.email,
        senderName: await this.nameOf(sender),
        url: `${this.config.appUrl}/${area}/dashboard?fane=meldinger&samtale=${sender.id}`,
      });
      await this.mail.sendLater(
        mail,
        messageNoticeKey(conversationId, recipient.id),
        this.config.messageNoticeDelayMs,
      );
    } catch (error) {
      this.logger.warn(`Message notice not queued: ${(error as Error).message}`);
    }
  }

  private async nameOf(user: User): Promise<string> {
    if (user.role === 'business')
      return (await this.businesses.findOwn(user))?.companyName ?? 'En bedrift';
    return (await this.students.summaries([user.id])).get(user.id)?.name || 'En elev';
  }

  /** The reader's new unread total to their tabs; the read stands even when this fails. */
  private async pushUnread(userId: string, side: Side): Promise<void> {
    try {
      this.live.unread(userId, { unread_total: await this.messages.unreadTotal(userId, side) });
    } catch (error) {
      this.logger.warn(`Live unread count not sent: ${(error as Error).message}`);
    }
  }

  private async open(user: User, pair: Pair, { before, limit }: MessageHistoryQuery) {
    const conversationId = await this.messages.conversationId(pair);
    if (!conversationId) {
      // Nothing said yet: an empty history with a real counterpart, not an error to the browser.
      const student = sideOf(user) === 'student';
      await this.party(
        student ? pair.businessId : pair.studentId,
        student ? 'business' : 'student',
      );
      return { messages: [], before: null };
    }
    const rows = await this.messages.history(conversationId, before, limit);
    // Only a cleared count is news to the reader's tabs: each of them reloads its conversations
    // on the event, and the writer's own tab reads the history again after every message.
    if (await this.messages.markRead(conversationId, sideOf(user)))
      await this.pushUnread(user.id, sideOf(user));
    await this.mail
      .cancel(messageNoticeKey(conversationId, user.id))
      .catch((error: Error) => this.logger.warn(`Message notice not cancelled: ${error.message}`));
    const page = rows.slice(0, limit).reverse();
    return {
      messages: page.map(toMessage),
      before: rows.length > limit ? page[0].id : null,
    };
  }

  /** The user `id` when it is an account of the given role; 404 otherwise, as for any stranger. */
  private async party(id: string, role: Side): Promise<User> {
    const user = isUuid(id) ? await this.users.findById(id) : null;
    if (!user || user.role !== role) throw notFound();
    return user;
  }
}

function sideOf(user: User): Side {
  return user.role === 'student' ? 'student' : 'business';
}

/** The conversation's pair of a student and a business, whichever of them writes. */
function pairOf(one: User, other: User): Pair {
  return sideOf(one) === 'student'
    ? { studentId: one.id, businessId: other.id }
    : { studentId: other.id, businessId: one.id };
}

function notFound(): NotFoundException {
  return new NotFoundException(MESSAGE_MESSAGES.notFound);
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    sender_id: row.sender_id,
    content: row.content,
    created_at: row.created_at.toISOString(),
  };
}
