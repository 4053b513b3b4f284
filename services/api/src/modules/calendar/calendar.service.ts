import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { CalendarEvent, CalendarEventRequest, CalendarRangeQuery } from '@yrkesbro/contracts';
import { Transactions } from '../../database/transactions';
import { isUuid } from '../../common/uuid';
import type { CalendarEventRow } from './calendar-event.entity';
import { CalendarRepository } from './calendar.repository';
import type { CalendarEventFields } from './calendar.repository';

// A month view with its leading and trailing weeks is six weeks; allow a little more.
const MAX_RANGE_MS = 62 * 24 * 3600 * 1000;

/** One person's entry for an interview: who sees it, what it says and where it is changed. */
export interface InterviewCalendarEntry {
  userId: string;
  title: string;
  /** The page of the application as this person sees it. */
  link: string;
}

/** Each person's own calendar; nobody reads or changes another's events. */
/** calendar_events.title's length; an interview's title is made of a job's and a company's. */
const TITLE_MAX = 200;

/** A made title past the column's length is cut with an ellipsis rather than refused. */
function fitTitle(title: string): string {
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

@Injectable()
export class CalendarService {
  constructor(
    private readonly events: CalendarRepository,
    private readonly transactions: Transactions,
  ) {}

  async list(userId: string, { startDate, endDate }: CalendarRangeQuery): Promise<CalendarEvent[]> {
    const start = new Date(startDate);
    const end = new Date(Math.min(Date.parse(endDate), start.getTime() + MAX_RANGE_MS));
    return (await this.events.inRange(userId, start, end)).map(toEvent);
  }

  async create(userId: string, request: CalendarEventRequest): Promise<CalendarEvent> {
    const [row] = await this.events.insert([{ userId, ...toColumns(request) }]);
    return toEvent(row);
  }

  async update(userId: string, id: string, request: CalendarEventRequest): Promise<CalendarEvent> {
    const row = await this.ownChangeable(userId, id);
    return toEvent(await this.events.save(Object.assign(row, toColumns(request))));
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.events.remove(await this.ownChangeable(userId, id));
  }

  /**
   * Puts an interview in each participant's calendar, replacing the events an earlier time of
   * the same interview made, so rescheduling moves them instead of adding more.
   */
  async replaceInterviewEvents(
    interviewId: string,
    time: Pick<CalendarEventFields, 'startDate' | 'endDate' | 'description'>,
    entries: InterviewCalendarEntry[],
  ): Promise<void> {
    await this.transactions.run(async () => {
      await this.events.removeOfInterview(interviewId);
      await this.events.insert(
        entries.map(({ userId, title, link }) => ({
          userId,
          title: fitTitle(title),
          link,
          type: 'interview' as const,
          interviewId,
          ...time,
        })),
      );
    });
  }

  /** Each participant's event of the interview takes the title given (the job was renamed). */
  async retitleInterviewEvents(
    interviewId: string,
    entries: Pick<InterviewCalendarEntry, 'userId' | 'title'>[],
  ): Promise<void> {
    for (const { userId, title } of entries)
      await this.events.retitleOfInterview(interviewId, userId, fitTitle(title));
  }

  /** A cancelled interview leaves no event behind in anyone's calendar. */
  async removeInterviewEvents(interviewId: string): Promise<void> {
    await this.events.removeOfInterview(interviewId);
  }

  /**
   * An interview's event follows the interview: moved only from the application, so the
   * student, both calendars and the invitation never disagree.
   */
  private async ownChangeable(userId: string, id: string): Promise<CalendarEventRow> {
    const row = await this.own(userId, id);
    if (row.interviewId) throw new ConflictException(CALENDAR_MESSAGES.interviewFromApplication);
    return row;
  }

  /** Someone else's event answers exactly like a missing one. */
  private async own(userId: string, id: string): Promise<CalendarEventRow> {
    const row = isUuid(id) ? await this.events.findOwn(userId, id) : null;
    if (!row) throw new NotFoundException(CALENDAR_MESSAGES.notFound);
    return row;
  }
}

function toColumns(request: CalendarEventRequest): CalendarEventFields {
  return {
    title: request.title,
    type: request.type,
    startDate: new Date(request.startDate),
    endDate: request.endDate ? new Date(request.endDate) : null,
    description: request.description || null,
  };
}

export function toEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    description: row.description,
    link: row.link,
  };
}
