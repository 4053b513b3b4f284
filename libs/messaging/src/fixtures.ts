import type { Conversation, ConversationsResponse, Message } from '@yrkesbro/contracts';
import { BUSINESS, STUDENT } from '@yrkesbro/testing';

export const STUDENT_ID = STUDENT.id;
export const BUSINESS_ID = BUSINESS.id;

let nextId = 1;

export function aMessage(overrides: Partial<Message> = {}): Message {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    sender_id: BUSINESS_ID,
    content: 'Hei!',
    created_at: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    student_id: STUDENT_ID,
    business_id: BUSINESS_ID,
    business_name: 'Rør AS',
    business_logo: null,
    student_name: 'Kari Nordmann',
    student_profile_pic: null,
    last_content: 'Velkommen til intervju',
    last_message_time: '2027-03-12T10:00:00.000Z',
    unread_count: 0,
    ...overrides,
  };
}

export function conversations(list: Conversation[], unreadTotal = 0): ConversationsResponse {
  return { conversations: list, total: list.length, page: 1, limit: 20, unread_total: unreadTotal };
}
