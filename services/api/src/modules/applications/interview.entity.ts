import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MeetingType } from '@yrkesbro/contracts';

@Entity({ name: 'interviews' })
export class Interview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'application_id', type: 'uuid', unique: true })
  applicationId: string;

  /** The date and time as the business typed them, Norwegian local time. */
  @Column({ name: 'interview_date', type: 'date' })
  interviewDate: string;

  @Column({ name: 'interview_time', type: 'char', length: 5 })
  interviewTime: string;

  @Column({ name: 'meeting_type', type: 'varchar', length: 10 })
  meetingType: MeetingType;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  /** The same moment as an instant, for calendars. */
  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  /** The .ics SEQUENCE: 0 when planned, one more each time it is moved or cancelled. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
