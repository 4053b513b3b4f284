import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import type { ApplicationsService } from '../applications/applications.service';
import type { User } from '../users/user.entity';
import type { AppConfig } from '../../config/app-config';
import type { BusinessesService } from '../businesses/businesses.service';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { StudentProfilesService } from '../students/student-profiles.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import type { MessagesGateway } from './messages.gateway';
import type { MessageRow, MessagesRepository, Pair, Side } from './messages.repository';
import { MessagesService } from './messages.service';

const person = (id: string, role: string, email: string) => ({ id, role, email }) as User;
const kari = person('aaaaaaaa-0000-4000-8000-000000000001', 'student', 'kari@elev.no');
const ola = person('aaaaaaaa-0000-4000-8000-000000000002', 'student', 'ola@elev.no');
const ror = person('bbbbbbbb-0000-4000-8000-000000000001', 'business', 'post@ror.no');
const bygg = person('bbbbbbbb-0000-4000-8000-000000000002', 'business', 'post@bygg.no');
const admin = person('cccccccc-0000-4000-8000-000000000001', 'admin', 'admin@yrkesbro.no');

interface FakeConversation extends Pair {
  id: string;
  unread: Record<Side, number>;
  last: MessageRow;
}

/** The mail queue's delayed jobs: one per key while it waits, as BullMQ keeps them. */
class FakeMail {
  waiting = new Map<string, MailJob>();
  delays = new Map<string, number>();
  async sendLater(mail: MailJob, key: string, delayMs: number) {
    if (this.waiting.has(key)) return;
    this.waiting.set(key, mail);
    this.delays.set(key, delayMs);
  }
  async cancel(key: string) {
    this.waiting.delete(key);
  }
}

/** conversations and messages in memory, with the counters the SQL keeps. */
class FakeMessages {
  conversations: FakeConversation[] = [];
  messages: (MessageRow & { conversationId: string })[] = [];
  private clock = 1_000;

  async append(pair: Pair, senderId: string, content: string) {
    let conversation = this.find(pair);
    const message = {
      id: `dddddddd-0000-4000-8000-${String(this.messages.length + 1).padStart(12, '0')}`,
      sender_id: senderId,
      content,
      created_at: new Date(this.clock++),
      conversation_id: conversation?.id ?? `conversation-${this.conversations.length + 1}`,
    };
    if (!conversation) {
      conversation = {
        ...pair,
        id: message.conversation_id,
        unread: { student: 0, business: 0 },
        last: message,
      };
      this.conversations.push(conversation);
    }
    const writer: Side = senderId === pair.studentId ? 'student' : 'business';
    conversation.unread[writer] = 0;
    conversation.unread[writer === 'student' ? 'business' : 'student'] += 1;
    conversation.last = message;
    this.messages.push({ ...message, conversationId: conversation.id });
    return message;
  }
  async conversationId(pair: Pair) {
    return this.find(pair)?.id ?? null;
  }
  async history(conversationId: string, before: string | undefined, limit: number) {
    const all = this.messages.filter((m) => m.conversationId === conversationId).reverse();
    const start = before ? all.findIndex((m) => m.id === before) + 1 : 0;
    if (before && start === 0) return [];
    return all.slice(start, start + limit + 1);
  }
  async markRead(conversationId: string, side: Side) {
    const conversation = this.conversations.find((c) => c.id === conversationId)!;
    const had = conversation.unread[side] > 0;
    conversation.unread[side] = 0;
    return had;
  }
  async unreadTotal(userId: string, side: Side) {
    return this.conversations
      .filter((c) => (side === 'student' ? c.studentId : c.businessId) === userId)
      .reduce((sum, c) => sum + c.unread[side], 0);
  }
  async page(userId: string, side: Side, limit: number, offset: number) {
    const mine = this.conversations
      .filter((c) => (side === 'student' ? c.studentId : c.businessId) === userId)
      .sort((a, b) => b.last.created_at.getTime() - a.last.created_at.getTime());
    return {
      rows: mine.slice(offset, offset + limit).map((c) => ({
        student_id: c.studentId,
        business_id: c.businessId,
        business_name: 'Rør AS',
        business_logo: null,
        student_name: 'Kari',
        student_profile_pic: null,
        last_content: c.last.content,
        last_message_time: c.last.created_at,
        unread_count: c.unread[side],
      })),
      total: mine.length,
      unread: mine.reduce((sum, c) => sum + c.unread[side], 0),
    };
  }
  private find(pair: Pair) {
    return this.conversations.find(
      (c) => c.studentId === pair.studentId && c.businessId === pair.businessId,
    );
  }
}

function setup() {
  const messages = new FakeMessages();
  const everyone = new Map([kari, ola, ror, bygg, admin].map((u) => [u.id, u]));
  const users = { findById: async (id: string) => everyone.get(id) ?? null };
  const applied = new Set([`${kari.id}:${bygg.id}`, `${ola.id}:${bygg.id}`]);
  const applications = {
    hasAppliedToCompanyOf: jest.fn(async (studentId: string, owner: User) =>
      applied.has(`${studentId}:${owner.id}`),
    ),
  };
  // Rør has opened Kari's profile (or has a plan); it knows nothing of Ola.
  const contactable = new Set([`${kari.id}:${ror.id}`]);
  const subscriptions = {
    mayContact: jest.fn(async (businessId: string, studentId: string) =>
      contactable.has(`${studentId}:${businessId}`),
    ),
  };
  const online = new Set<string>();
  const live = {
    message: jest.fn(),
    unread: jest.fn(),
    isOnline: async (id: string) => online.has(id),
  };
  const businesses = {
    findOwn: async (user: User) => ({ companyName: user.id === ror.id ? 'Rør AS' : 'Bygg AS' }),
  };
  const students = {
    summaries: async (ids: string[]) => new Map(ids.map((id) => [id, { name: 'Kari Nordmann' }])),
  };
  const mail = new FakeMail();
  const service = new MessagesService(
    { appUrl: 'https://yrkesbro.test', messageNoticeDelayMs: 120000 } as AppConfig,
    messages as unknown as MessagesRepository,
    users as unknown as UsersService,
    applications as unknown as ApplicationsService,
    businesses as unknown as BusinessesService,
    students as unknown as StudentProfilesService,
    subscriptions as unknown as SubscriptionsService,
    mail as unknown as MailService,
    live as unknown as MessagesGateway,
  );
  return { service, messages, live, mail, online, applied, contactable, subscriptions };
}

const missing = new NotFoundException(MESSAGE_MESSAGES.notFound);
const firstPage = { limit: 30 };

describe('MessagesService', () => {
  it('lets a business write to a student it may contact, and the student answer', async () => {
    const { service } = setup();
    await service.sendAsBusiness(ror, kari.id, 'Hei Kari');
    await service.sendAsStudent(kari, ror.id, 'Hei!');
    const history = await service.history(kari, ror.id, firstPage);
    expect(history.messages.map((m) => [m.sender_id, m.content])).toEqual([
      [ror.id, 'Hei Kari'],
      [kari.id, 'Hei!'],
    ]);
  });

  it('lets a student start only with a company it has applied to', async () => {
    const { service } = setup();
    await expect(service.sendAsStudent(kari, ror.id, 'Hei')).rejects.toEqual(
      new ForbiddenException(MESSAGE_MESSAGES.studentMayNotStart),
    );
    await expect(service.sendAsStudent(kari, bygg.id, 'Hei')).resolves.toMatchObject({
      content: 'Hei',
    });
  });

  it('lets a business start only with a student who applied to it or whose profile it opened', async () => {
    const { service, messages, applied, contactable } = setup();
    const refused = new ForbiddenException(MESSAGE_MESSAGES.businessMayNotStart);
    await expect(service.sendAsBusiness(ror, ola.id, 'Hei')).rejects.toEqual(refused);
    expect(messages.messages).toEqual([]);
    // Ola applied to Bygg; Rør opened Kari's profile.
    await expect(service.sendAsBusiness(bygg, ola.id, 'Hei')).resolves.toMatchObject({
      content: 'Hei',
    });
    await expect(service.sendAsBusiness(ror, kari.id, 'Hei')).resolves.toMatchObject({
      content: 'Hei',
    });
    // Once a conversation exists neither is asked again: a plan run out, or a job deleted with
    // its applications, does not silence the business in it.
    applied.clear();
    contactable.clear();
    await expect(service.sendAsBusiness(bygg, ola.id, 'Er du der?')).resolves.toMatchObject({
      content: 'Er du der?',
    });
    await expect(service.sendAsBusiness(bygg, kari.id, 'Hei')).rejects.toEqual(refused);
  });

  it('lets a business answer a student who wrote first', async () => {
    const { service, applied } = setup();
    await service.sendAsStudent(kari, bygg.id, 'Hei, jeg har søkt');
    applied.clear();
    await expect(service.sendAsBusiness(bygg, kari.id, 'Takk!')).resolves.toMatchObject({
      content: 'Takk!',
    });
  });

  it('answers ahead whether a message would be taken, by the rule sending applies', async () => {
    const { service, messages } = setup();
    const ahead = async (writer: User, otherId: string) =>
      (await service.mayWrite(writer, otherId)).may_write;
    // Kari applied to Bygg, not to Rør; Rør opened Kari's profile, not Ola's.
    expect(await ahead(kari, bygg.id)).toBe(true);
    expect(await ahead(kari, ror.id)).toBe(false);
    expect(await ahead(ror, kari.id)).toBe(true);
    expect(await ahead(ror, ola.id)).toBe(false);
    // Asking stores nothing.
    expect(messages.conversations).toEqual([]);
    // Once Rør has written, Kari may answer.
    await service.sendAsBusiness(ror, kari.id, 'Hei Kari');
    expect(await ahead(kari, ror.id)).toBe(true);
    await expect(service.sendAsStudent(kari, ror.id, 'Hei!')).resolves.toMatchObject({
      content: 'Hei!',
    });
    // The other party must be an account of the other role, as when sending.
    await expect(service.mayWrite(kari, ola.id)).rejects.toEqual(missing);
    await expect(service.mayWrite(ror, bygg.id)).rejects.toEqual(missing);
    await expect(service.mayWrite(kari, 'not-a-uuid')).rejects.toEqual(missing);
  });

  it('answers 404 for a recipient that is no account of the other role', async () => {
    const { service } = setup();
    await expect(service.sendAsBusiness(ror, bygg.id, 'Hei')).rejects.toEqual(missing);
    await expect(service.sendAsBusiness(ror, admin.id, 'Hei')).rejects.toEqual(missing);
    await expect(service.sendAsBusiness(ror, 'not-a-uuid', 'Hei')).rejects.toEqual(missing);
    await expect(service.sendAsStudent(kari, ola.id, 'Hei')).rejects.toEqual(missing);
  });

  it('shows a conversation to its two parties only', async () => {
    const { service } = setup();
    await service.sendAsBusiness(ror, kari.id, 'Hei Kari');
    // Another student or business reads only its own conversation with them, empty so far.
    const empty = { messages: [], before: null };
    await expect(service.history(ola, ror.id, firstPage)).resolves.toEqual(empty);
    await expect(service.history(bygg, kari.id, firstPage)).resolves.toEqual(empty);
    await expect(service.history(bygg, ror.id, firstPage)).rejects.toEqual(missing);
    await expect(service.historyOfPair(ola, kari.id, ror.id, firstPage)).rejects.toEqual(missing);
    await expect(service.historyOfPair(bygg, kari.id, ror.id, firstPage)).rejects.toEqual(missing);
    await expect(service.historyOfPair(ror, kari.id, ror.id, firstPage)).resolves.toMatchObject({
      messages: [{ content: 'Hei Kari' }],
    });
  });

  it('counts unread messages and clears them when the conversation is opened', async () => {
    const { service } = setup();
    await service.sendAsBusiness(ror, kari.id, 'En');
    await service.sendAsBusiness(ror, kari.id, 'To');
    await service.sendAsBusiness(bygg, kari.id, 'Tre');
    const before = await service.conversations(kari, { page: 1, limit: 20 });
    expect(before.unread_total).toBe(3);
    expect(before.conversations.map((c) => [c.business_id, c.unread_count])).toEqual([
      [bygg.id, 1],
      [ror.id, 2],
    ]);
    await service.history(kari, ror.id, firstPage);
    const after = await service.conversations(kari, { page: 1, limit: 20 });
    expect(after.unread_total).toBe(1);
    expect((await service.conversations(ror, { page: 1, limit: 20 })).unread_total).toBe(0);
  });

  it('pages the history backwards, oldest first within a page', async () => {
    const { service } = setup();
    for (const n of [1, 2, 3, 4, 5]) await service.sendAsBusiness(ror, kari.id, `M${n}`);
    const latest = await service.history(kari, ror.id, { limit: 2 });
    expect(latest.messages.map((m) => m.content)).toEqual(['M4', 'M5']);
    const earlier = await service.history(kari, ror.id, { limit: 2, before: latest.before! });
    expect(earlier.messages.map((m) => m.content)).toEqual(['M2', 'M3']);
    const first = await service.history(kari, ror.id, { limit: 2, before: earlier.before! });
    expect(first).toMatchObject({ messages: [{ content: 'M1' }], before: null });
  });

  it('pushes a new message to both parties, which stands for their changed unread totals', async () => {
    const { service, live } = setup();
    await service.sendAsBusiness(bygg, kari.id, 'Først');
    live.message.mockClear();
    live.unread.mockClear();
    const message = await service.sendAsStudent(kari, bygg.id, 'Svar');
    expect(live.message).toHaveBeenCalledWith([kari.id, bygg.id], {
      student_id: kari.id,
      business_id: bygg.id,
      message,
    });
    expect(live.unread).not.toHaveBeenCalled();
  });

  it("pushes the reader's new unread total to their other tabs when they open a conversation", async () => {
    const { service, live } = setup();
    await service.sendAsBusiness(ror, kari.id, 'En');
    await service.sendAsBusiness(bygg, kari.id, 'To');
    live.unread.mockClear();
    await service.history(kari, ror.id, firstPage);
    expect(live.unread.mock.calls).toEqual([[kari.id, { unread_total: 1 }]]);
  });

  it('sends no unread event for a conversation read again with nothing new in it', async () => {
    const { service, live } = setup();
    await service.sendAsBusiness(ror, kari.id, 'En');
    await service.history(kari, ror.id, firstPage);
    live.unread.mockClear();
    await service.history(kari, ror.id, firstPage);
    // The writer had nothing unread in it either.
    await service.history(ror, kari.id, firstPage);
    expect(live.unread).not.toHaveBeenCalled();
  });

  it('keeps a stored message when its live notice fails', async () => {
    const { service, live, messages } = setup();
    live.message.mockImplementation(() => {
      throw new Error('Redis borte');
    });
    await expect(service.sendAsBusiness(ror, kari.id, 'Hei')).resolves.toMatchObject({
      content: 'Hei',
    });
    expect(messages.messages).toHaveLength(1);
  });

  it('mails an offline recipient once per burst, with a link to the conversation', async () => {
    const { service, mail } = setup();
    await service.sendAsBusiness(ror, kari.id, 'En');
    await service.sendAsBusiness(ror, kari.id, 'To');
    expect([...mail.waiting.values()]).toEqual([
      expect.objectContaining({
        to: 'kari@elev.no',
        subject: 'Ny melding fra Rør AS',
        text: expect.stringContaining(
          `https://yrkesbro.test/student/dashboard?fane=meldinger&samtale=${ror.id}`,
        ),
      }),
    ]);
    expect([...mail.delays.values()]).toEqual([120000]);
  });

  it('cancels the notice when the recipient reads or answers first', async () => {
    const { service, mail } = setup();
    await service.sendAsBusiness(ror, kari.id, 'En');
    await service.history(kari, ror.id, firstPage);
    expect(mail.waiting.size).toBe(0);
    await service.sendAsBusiness(ror, kari.id, 'To');
    expect(mail.waiting.size).toBe(1);
    await service.sendAsStudent(kari, ror.id, 'Svar');
    expect([...mail.waiting.values()].map((m) => m.to)).toEqual(['post@ror.no']);
  });

  it('sends no notice to a recipient with a tab open', async () => {
    const { service, mail, online } = setup();
    online.add(kari.id);
    await service.sendAsBusiness(ror, kari.id, 'Hei');
    expect(mail.waiting.size).toBe(0);
  });
});
