import type { MailJob } from './mail-job';

interface MailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  replyTo?: string;
  /** Group mail only: where the recipient stops getting it (a footer link and List-Unsubscribe). */
  unsubscribeUrl?: string;
}

const UNSUBSCRIBE_TEXT = 'Vil du ikke motta flere slike e-poster fra Yrkesbro? Meld deg av her';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A sentence's closing punctuation after an address belongs to the sentence, not the link.
const WEB_ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'»]/g;

/** A paragraph as HTML: escaped, its line breaks kept and its web addresses clickable (group mails carry them as text). */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let from = 0;
  for (const match of paragraph.matchAll(WEB_ADDRESS)) {
    const at = match.index ?? 0;
    html += escapeHtml(paragraph.slice(from, at));
    html += `<a href="${escapeHtml(match[0])}" style="color:#1d4e89">${escapeHtml(match[0])}</a>`;
    from = at + match[0].length;
  }
  html += escapeHtml(paragraph.slice(from));
  return html.replace(/\r?\n/g, '<br>');
}

/** One look for every e-mail we send, with a plain-text part for clients that want it. */
export function composeMail({
  to,
  subject,
  heading,
  paragraphs,
  action,
  replyTo,
  unsubscribeUrl,
}: MailContent): MailJob {
  // A blank line between paragraphs, as the HTML part shows them apart.
  const text = [heading, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])]
    .join('\n\n')
    .concat('\n\nHilsen Yrkesbro')
    .concat(unsubscribeUrl ? `\n\n${UNSUBSCRIBE_TEXT}: ${unsubscribeUrl}` : '');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4e89;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="nb"><body style="font-family:Inter,system-ui,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;color:#1d4e89">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${paragraphHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#52606d">Hilsen Yrkesbro</p>
${unsubscribeUrl ? `<p style="color:#52606d;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d">${UNSUBSCRIBE_TEXT}</a></p>\n` : ''}</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
