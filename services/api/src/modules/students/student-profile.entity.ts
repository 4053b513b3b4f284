import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { LookingFor } from '@yrkesbro/contracts';
import { User } from '../users/user.entity';

/** A student's profile; registration creates it with the school, the student fills in the rest. */
@Entity({ name: 'student_profiles' })
export class StudentProfile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 200 })
  school: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  headline: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  location: string | null;

  @Column({ name: 'looking_for', type: 'varchar', length: 16, nullable: true })
  lookingFor: LookingFor | null;

  /** The header theme's class string (one of PROFILE_GRADIENT_OPTIONS); null is the default. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  gradient: string | null;

  @Column({ name: 'profile_picture_url', type: 'varchar', length: 300, nullable: true })
  profilePictureUrl: string | null;

  @Column({ name: 'profile_picture_thumb_url', type: 'varchar', length: 300, nullable: true })
  profilePictureThumbUrl: string | null;

  @Column({ name: 'video_url', type: 'varchar', length: 300, nullable: true })
  videoUrl: string | null;

  /** Times someone other than the student opened the public profile. */
  @Column({ type: 'integer', default: 0 })
  views: number;

  /** profileCompletion() as of the last change, stored so lists can sort and filter on it. */
  @Column({ type: 'smallint', default: 0 })
  completion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
