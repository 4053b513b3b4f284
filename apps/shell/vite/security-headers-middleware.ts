import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import {
  isSubresourceType,
  subresourceSecurityHeaders,
} from '../../../libs/federation/src/security-headers.ts';

type WriteHead = ServerResponse['writeHead'];

/**
 * Gives every response the page's security headers, and takes the page's own ones (the policy,
 * the frame ban) off again as the response's head is written, when its type turns out to be a
 * script, style, font or JSON file. Decided by the type sent, not by the address: the preview
 * server answers an unknown `/anything.js` with index.html, which must keep its policy. A header
 * something else has set since (the API's own, through the `/api` proxy) stays as it is.
 */
export function securityHeadersMiddleware(pageHeaders: Record<string, string>) {
  const fileHeaders = subresourceSecurityHeaders();
  const pageOnly = Object.entries(pageHeaders).filter(([name]) => !(name in fileHeaders));
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    const writeHead: WriteHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<WriteHead>) {
      const type = typeIn(args) ?? res.getHeader('content-type');
      if (isSubresourceType(String(type ?? '')))
        for (const [name, value] of pageOnly)
          if (res.getHeader(name) === value) res.removeHeader(name);
      return writeHead.apply(this, args);
    } as WriteHead;
    next();
  };
}

/** The Content-Type among the headers passed to `writeHead` itself, as an object or a list. */
function typeIn(args: unknown[]): OutgoingHttpHeader | undefined {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (Array.isArray(headers)) {
    const at = headers.findIndex(
      (item, index) => index % 2 === 0 && String(item).toLowerCase() === 'content-type',
    );
    return at >= 0 ? headers[at + 1] : undefined;
  }
  const entry = Object.entries((headers ?? {}) as OutgoingHttpHeaders).find(
    ([name]) => name.toLowerCase() === 'content-type',
  );
  return entry?.[1];
}
