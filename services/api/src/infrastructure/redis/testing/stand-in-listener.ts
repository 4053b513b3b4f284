import { EventEmitter } from 'node:events';

/**
 * A `RedisChannelListener`'s connection as its owner sees it, for unit tests: the test connects
 * it, cuts it, decides whether it answers the heartbeat, and delivers messages.
 */
export class StandInListener extends EventEmitter {
  status = 'connecting';
  answersPing = true;
  readonly subscribe = jest.fn(async () => 1);
  readonly disconnect = jest.fn((reconnect?: boolean) => {
    this.status = reconnect ? 'reconnecting' : 'end';
    this.emit('close');
  });

  ping(): Promise<string> {
    return this.answersPing ? Promise.resolve('PONG') : new Promise(() => undefined);
  }

  async quit(): Promise<string> {
    this.status = 'end';
    return 'OK';
  }

  connected(): void {
    this.status = 'ready';
    this.emit('ready');
  }

  /** Closed from Redis's side (a killed client, a restart): it will reconnect. */
  cut(): void {
    this.status = 'reconnecting';
    this.emit('close');
  }

  hear(channel: string, message: string): void {
    this.emit('message', channel, message);
  }
}
