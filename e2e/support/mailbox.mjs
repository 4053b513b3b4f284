// Reads the mail catcher's JSON API, as a person would read their inbox.

/**
 * Waits until at least `count` mails to `to` (with `subject` and `containing` text, if given)
 * have arrived; oldest first.
 */
export async function waitForMails(
  mailUrl,
  to,
  { subject, containing, count = 1, timeoutMs = 15000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // maildev lists mails in the order they arrived.
    const mails = (await (await fetch(`${mailUrl}/email`)).json())
      .filter((mail) => mail.to.some((recipient) => recipient.address === to))
      .filter((mail) => !subject || mail.subject === subject)
      .filter((mail) => !containing || mail.text.includes(containing));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Fikk ikke ${count} e-post(er) til ${to}${subject ? ` med emnet «${subject}»` : ''}${
      containing ? ` som nevner «${containing}»` : ''
    }`,
  );
}

/** The newest mail to `to`. */
export async function waitForMail(mailUrl, to, options = {}) {
  return (await waitForMails(mailUrl, to, options)).at(-1);
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail, prefix) {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.text.match(new RegExp(`${escaped}[^\\s]+`));
  if (!match) throw new Error(`Fant ingen lenke som starter med ${prefix}`);
  return match[0];
}
