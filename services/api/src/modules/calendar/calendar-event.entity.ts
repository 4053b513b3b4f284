import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CalendarEventType } from '@yrkesbro/contracts';

@Entity({ name: 'calendar_events' })
export class CalendarEventRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 10 })
  type: CalendarEventType;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Set for the events an interview created, so rescheduling moves them. */
  @Column({ name: 'interview_id', type: 'uuid', nullable: true })
  interviewId: string | null;

  /** For an interview's event: the application's page, where the interview is changed. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  link: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
