import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { JobStatus, JobType } from '@yrkesbro/contracts';

/** 'awaiting-verification': posted through /jobs/post, hidden until the e-mailed code is entered. */
export type StoredJobStatus = JobStatus | 'awaiting-verification';

@Entity({ name: 'jobs' })
export class Job {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The owning company; null for a job posted without an account. */
  @Column({ name: 'business_id', type: 'uuid', nullable: true })
  businessId: string | null;

  @Column({ name: 'poster_email', type: 'varchar', length: 254, nullable: true })
  posterEmail: string | null;

  @Column({ name: 'poster_company', type: 'varchar', length: 200, nullable: true })
  posterCompany: string | null;

  /** The address a poster without an account chose to show on the ad; null shows none. */
  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', array: true })
  requirements: string[];

  @Column({ type: 'varchar', length: 120 })
  location: string;

  @Column({ name: 'salary_min', type: 'integer' })
  salaryMin: number;

  @Column({ name: 'salary_max', type: 'integer' })
  salaryMax: number;

  @Column({ name: 'vocation_id', type: 'integer' })
  vocationId: number;

  @Column({ name: 'job_type', type: 'varchar', length: 20 })
  jobType: JobType;

  @Column({ type: 'varchar', length: 24 })
  status: StoredJobStatus;

  @Column({ name: 'status_after_verification', type: 'varchar', length: 10, nullable: true })
  statusAfterVerification: JobStatus | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
