import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Decoded from the raw message: what a person reads. */
  subject: string;
  text: string;
}

/**
 * A real SMTP server in the test process: what the worker delivers lands in `received`.
 * While `refusing` is set it answers every message with a temporary error, as a relay that is
 * down would, and keeps none of them.
 */
export class MailCatcher {
  refusing = false;
  /** SMTP connections opened to it so far, to tell a reused connection from a new one per mail. */
  connections = 0;
  private server?: SMTPServer;

  /** `received` may be another catcher's, so that two relays fill one inbox. */
  constructor(readonly received: ReceivedMail[] = []) {}

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (this.refusing) {
            callback(Object.assign(new Error('Prøv igjen senere'), { responseCode: 451 }));
            return;
          }
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...readable(raw),
          });
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

/**
 * The subject and plain-text part of a message as nodemailer writes it (encoded words,
 * quoted-printable or base64 parts), since the queue keeps no texts once a mail is sent.
 */
export function readable(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\r\n\r\n${body}`];
  for (const part of parts) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!/content-type: text\/plain/i.test(partHead)) continue;
    const content = partBody.join('\r\n\r\n');
    if (/transfer-encoding: base64/i.test(partHead)) {
      return { subject, text: Buffer.from(content, 'base64').toString('utf8') };
    }
    if (/transfer-encoding: quoted-printable/i.test(partHead)) {
      return { subject, text: quotedPrintable(content) };
    }
    return { subject, text: content };
  }
  return { subject, text: '' };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

function quotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
