import { ConflictException, NotFoundException } from '@nestjs/common';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { Transactions } from '../../database/transactions';
import type { CalendarEventRow } from './calendar-event.entity';
import type { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';

const ALICE = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'aaaaaaaa-0000-4000-8000-000000000002';

/** calendar_events in memory. */
class FakeEvents {
  rows: CalendarEventRow[] = [];
  async inRange(userId: string, start: Date, end: Date) {
    return this.rows
      .filter((r) => r.userId === userId && r.startDate >= start && r.startDate <= end)
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  }
  async findOwn(userId: string, id: string) {
    return this.rows.find((r) => r.id === id && r.userId === userId) ?? null;
  }
  async insert(rows: Partial<CalendarEventRow>[]) {
    const saved = rows.map(
      (row) =>
        ({
          interviewId: null,
          ...row,
          id: `eeeeeeee-0000-4000-8000-${String(this.rows.length + 1).padStart(12, '0')}`,
        }) as CalendarEventRow,
    );
    this.rows.push(...saved);
    return saved;
  }
  async save(row: CalendarEventRow) {
    return row;
  }
  async remove(row: CalendarEventRow) {
    this.rows = this.rows.filter((r) => r !== row);
  }
  async removeOfInterview(interviewId: string) {
    this.rows = this.rows.filter((r) => r.interviewId !== interviewId);
  }
}

function setup() {
  const events = new FakeEvents();
  const transactions = { run: jest.fn((work: () => Promise<unknown>) => work()) };
  const calendar = new CalendarService(
    events as unknown as CalendarRepository,
    transactions as unknown as Transactions,
  );
  return { calendar, events, transactions };
}

const meeting = {
  title: 'Møte',
  type: 'other' as const,
  startDate: '2030-01-10T09:00:00.000Z',
  endDate: null,
  description: null,
};

describe('CalendarService', () => {
  it("lists only the person's own events in the range", async () => {
    const { calendar } = setup();
    await calendar.create(ALICE, meeting);
    await calendar.create(BOB, meeting);
    await calendar.create(ALICE, { ...meeting, startDate: '2030-05-01T09:00:00.000Z' });
    const january = await calendar.list(ALICE, {
      startDate: '2030-01-01T00:00:00.000Z',
      endDate: '2030-01-31T00:00:00.000Z',
    });
    expect(january).toHaveLength(1);
  });

  it('caps a range at about two months', async () => {
    const { calendar } = setup();
    await calendar.create(ALICE, { ...meeting, startDate: '2030-06-01T09:00:00.000Z' });
    const year = await calendar.list(ALICE, {
      startDate: '2030-01-01T00:00:00.000Z',
      endDate: '2030-12-31T00:00:00.000Z',
    });
    expect(year).toEqual([]);
  });

  it("answers someone else's event exactly like a missing one", async () => {
    const { calendar } = setup();
    const event = await calendar.create(ALICE, meeting);
    const missing = new NotFoundException(CALENDAR_MESSAGES.notFound);
    await expect(calendar.update(BOB, event.id, meeting)).rejects.toEqual(missing);
    await expect(calendar.remove(BOB, event.id)).rejects.toEqual(missing);
    await expect(calendar.remove(ALICE, 'not-a-uuid')).rejects.toEqual(missing);
    await calendar.remove(ALICE, event.id);
  });

  it("moves an interview's events when it is planned again, in one transaction each time", async () => {
    const { calendar, events, transactions } = setup();
    const entries = [
      { userId: ALICE, title: 'Intervju: Lærling', link: '/applications' },
      { userId: BOB, title: 'Intervju med Alice', link: '/business/applications/j1' },
    ];
    const at = (iso: string) => ({ startDate: new Date(iso), endDate: null, description: null });
    await calendar.replaceInterviewEvents('i1', at('2030-02-01T09:00:00Z'), entries);
    await calendar.replaceInterviewEvents('i1', at('2030-02-02T09:00:00Z'), entries);
    expect(events.rows).toHaveLength(2);
    expect(events.rows.every((r) => r.startDate.toISOString().startsWith('2030-02-02'))).toBe(true);
    expect(events.rows.every((r) => r.type === 'interview' && r.interviewId === 'i1')).toBe(true);
    expect(transactions.run).toHaveBeenCalledTimes(2);
  });

  it("leaves an interview's events to the application: not changed here, removed on cancel", async () => {
    const { calendar, events } = setup();
    const at = { startDate: new Date('2030-02-01T09:00:00Z'), endDate: null, description: null };
    await calendar.replaceInterviewEvents('i1', at, [
      { userId: ALICE, title: 'Intervju: Lærling', link: '/applications' },
    ]);
    const [event] = await calendar.list(ALICE, {
      startDate: '2030-02-01T00:00:00.000Z',
      endDate: '2030-02-02T00:00:00.000Z',
    });
    expect(event.link).toBe('/applications');
    const fromApplication = new ConflictException(CALENDAR_MESSAGES.interviewFromApplication);
    await expect(calendar.update(ALICE, event.id, meeting)).rejects.toEqual(fromApplication);
    await expect(calendar.remove(ALICE, event.id)).rejects.toEqual(fromApplication);
    await calendar.removeInterviewEvents('i1');
    expect(events.rows).toEqual([]);
  });
});
