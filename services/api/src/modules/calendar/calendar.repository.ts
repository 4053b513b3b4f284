import { Injectable } from '@nestjs/common';
import { Between } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { CalendarEventRow } from './calendar-event.entity';

export type CalendarEventFields = Pick<
  CalendarEventRow,
  'title' | 'type' | 'startDate' | 'endDate' | 'description'
>;

/** The `calendar_events` table: each person's events, some of them made by interviews. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly db: DatabaseContext) {}

  private get events() {
    return this.db.repository(CalendarEventRow);
  }

  inRange(userId: string, start: Date, end: Date): Promise<CalendarEventRow[]> {
    return this.events.find({
      where: { userId, startDate: Between(start, end) },
      order: { startDate: 'ASC' },
    });
  }

  findOwn(userId: string, id: string): Promise<CalendarEventRow | null> {
    return this.events.findOneBy({ id, userId });
  }

  insert(
    rows: (CalendarEventFields & {
      userId: string;
      interviewId?: string | null;
      link?: string | null;
    })[],
  ): Promise<CalendarEventRow[]> {
    return this.events.save(rows.map((row) => this.events.create(row)));
  }

  save(row: CalendarEventRow): Promise<CalendarEventRow> {
    return this.events.save(row);
  }

  async remove(row: CalendarEventRow): Promise<void> {
    await this.events.remove(row);
  }

  async retitleOfInterview(interviewId: string, userId: string, title: string): Promise<void> {
    await this.events.update({ interviewId, userId }, { title });
  }

  async removeOfInterview(interviewId: string): Promise<void> {
    await this.events.delete({ interviewId });
  }
}
