import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** A business account's company record; the business issue adds the public profile fields. */
@Entity({ name: 'businesses' })
export class Business {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName: string;

  @Column({ name: 'organization_number', type: 'char', length: 9 })
  organizationNumber: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** A vocation id: the trade the company works in. */
  @Column({ type: 'integer', nullable: true })
  industry: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 32, nullable: true })
  phoneNumber: string | null;

  /** The public contact e-mail; null shows none (the login e-mail is never shown). */
  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'logo_url', type: 'varchar', length: 300, nullable: true })
  logoUrl: string | null;

  /** Set when the owner has filled in the company profile; until then it is in "create" mode. */
  @Column({ name: 'profile_completed_at', type: 'timestamptz', nullable: true })
  profileCompletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
