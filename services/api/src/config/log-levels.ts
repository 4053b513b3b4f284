import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from './app-config';

/** Nest's own start-up chatter follows the same level as the request log. */
export function nestLogLevels(level: AppConfig['logLevel']): LogLevel[] | false {
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];
  if (level === 'silent') return false;
  const wanted = level === 'info' ? 'log' : level;
  return order.slice(0, order.indexOf(wanted) + 1);
}
