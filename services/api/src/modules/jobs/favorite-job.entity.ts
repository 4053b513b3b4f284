import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'favorite_jobs' })
export class FavoriteJob {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'job_id', type: 'uuid' })
  jobId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
