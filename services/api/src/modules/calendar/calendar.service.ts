import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { CalendarEvent, CalendarEventRequest, CalendarRangeQuery } from '@yrkesbro/contracts';
import { Between, Repository } from 'typeorm';
import { CalendarEventRow } from './calendar-event.entity';
import { isUuid } from '../../common/uuid';

// A month view with its leading and trailing weeks is six weeks; allow a little more.
const MAX_RANGE_MS = 62 * 24 * 3600 * 1000;

/** Each person's own calendar; nobody reads or changes another's events. */
@Injectable()
export class CalendarService {
  constructor(
    @InjectRepository(CalendarEventRow) private readonly events: Repository<CalendarEventRow>,
  ) {}

  async list(userId: string, { startDate, endDate }: CalendarRangeQuery): Promise<CalendarEvent[]> {
    const start = new Date(startDate);
    const end = new Date(Math.min(Date.parse(endDate), start.getTime() + MAX_RANGE_MS));
    const rows = await this.events.find({
      where: { userId, startDate: Between(start, end) },
      order: { startDate: 'ASC' },
    });
    return rows.map(toEvent);
  }

  async create(userId: string, request: CalendarEventRequest): Promise<CalendarEvent> {
    return toEvent(await this.events.save(this.events.create({ userId, ...toColumns(request) })));
  }

  async update(userId: string, id: string, request: CalendarEventRequest): Promise<CalendarEvent> {
    const row = await this.own(userId, id);
    return toEvent(await this.events.save(Object.assign(row, toColumns(request))));
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.events.remove(await this.own(userId, id));
  }

  /** Someone else's event answers exactly like a missing one. */
  private async own(userId: string, id: string): Promise<CalendarEventRow> {
    const row = isUuid(id) ? await this.events.findOneBy({ id, userId }) : null;
    if (!row) throw new NotFoundException(CALENDAR_MESSAGES.notFound);
    return row;
  }
}

function toColumns(request: CalendarEventRequest) {
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
  };
}
