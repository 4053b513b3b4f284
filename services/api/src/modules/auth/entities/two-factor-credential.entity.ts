import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's confirmed authenticator app; the row exists only while the second factor is on. */
@Entity({ name: 'two_factor_credentials' })
export class TwoFactorCredential {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The TOTP secret encrypted with AES-256-GCM (see SecretBox); never stored in plain text. */
  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext: string;

  /** The time step of the last code accepted: that code and older ones are refused (replay). */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreateDateColumn({ name: 'enabled_at', type: 'timestamptz' })
  enabledAt: Date;
}
