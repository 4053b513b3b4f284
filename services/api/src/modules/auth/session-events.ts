import { Injectable, Logger } from '@nestjs/common';

/** Who was signed out: one session, or every session of a user but the one kept. */
export type SessionsEnded = { sessionId: string } | { userId: string; keep?: string };

type Listener = (ended: SessionsEnded) => Promise<void>;

/**
 * Tells what holds a session open beyond its requests (the live messages socket) that sessions
 * have ended, so it stops at once: a socket is let in once, with the access cookie it opened
 * with, and would otherwise go on hearing the person's messages after logout or a new password.
 * The holders import the auth module, so they listen here rather than be called by it.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger(SessionEvents.name);
  private readonly listeners = new Set<Listener>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A holder that fails is logged: the sessions have ended all the same. */
  async ended(ended: SessionsEnded): Promise<void> {
    for (const listener of this.listeners) {
      await listener(ended).catch((error: Error) =>
        this.logger.warn(`Avsluttede økter ble ikke sendt videre: ${error.message}`),
      );
    }
  }
}
