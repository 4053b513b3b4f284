// Reads the mail catcher's JSON API, as a person would read their inbox.
export async function waitForMail(mailUrl, to, { subject, timeoutMs = 15000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await (await fetch(`${mailUrl}/email`)).json();
    const found = mails
      .filter((mail) => mail.to.some((recipient) => recipient.address === to))
      .filter((mail) => !subject || mail.subject === subject)
      .sort((a, b) => new Date(b.date) - new Date(a.date))[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Ingen e-post til ${to}${subject ? ` med emnet «${subject}»` : ''}`);
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail, prefix) {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.text.match(new RegExp(`${escaped}[^\\s]+`));
  if (!match) throw new Error(`Fant ingen lenke som starter med ${prefix}`);
  return match[0];
}
