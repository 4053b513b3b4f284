import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ApplicationStatus } from '@yrkesbro/contracts';

@Entity({ name: 'applications' })
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId: string;

  @Column({ name: 'student_id', type: 'uuid' })
  studentId: string;

  @Column({ name: 'cover_letter', type: 'text' })
  coverLetter: string;

  @Column({ name: 'resume_url', type: 'varchar', length: 500 })
  resumeUrl: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: ApplicationStatus;

  /** When the employer's notice mail took this application; null while it waits for one. */
  @Column({ name: 'employer_notified_at', type: 'timestamptz', nullable: true })
  employerNotifiedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
