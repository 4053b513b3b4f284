import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process: what the worker delivers lands in `received`.
 * While `refusing` is set it answers every message with a temporary error, as a relay that is
 * down would, and keeps none of them.
 */
export class MailCatcher {
  refusing = false;
  private server?: SMTPServer;

  /** `received` may be another catcher's, so that two relays fill one inbox. */
  constructor(readonly received: ReceivedMail[] = []) {}

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (this.refusing) {
            callback(Object.assign(new Error('Prøv igjen senere'), { responseCode: 451 }));
            return;
          }
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    return String((this.server.server.address() as AddressInfo).port);
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Tidsavbrudd');
    await new Promise((r) => setTimeout(r, 50));
  }
}
