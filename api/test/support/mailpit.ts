import { simpleParser, type ParsedMail } from 'mailparser';

/** What Mailpit's REST API lists of one message. */
export interface MailSummary {
  ID: string;
  MessageID: string;
  Subject: string;
  To: { Address: string }[];
}

function baseUrl(url = process.env.MAILPIT_URL): string {
  if (!url)
    throw new Error('MAILPIT_URL is not set: run the API tests through jest (global-setup).');
  return url;
}

/** Every message Mailpit holds for `address`. */
export async function messagesTo(address: string, mailpitUrl?: string): Promise<MailSummary[]> {
  const query = new URLSearchParams({ query: `to:"${address}"`, limit: '200' });
  const response = await fetch(`${baseUrl(mailpitUrl)}/api/v1/search?${query.toString()}`);
  if (!response.ok) throw new Error(`Mailpit answered ${response.status}`);
  const body = (await response.json()) as { messages: MailSummary[] };
  return body.messages;
}

/** Waits until `address` has at least `count` messages; answers them all. */
export async function waitForMessages(
  address: string,
  count = 1,
  { mailpitUrl, timeoutMs = 20_000 }: { mailpitUrl?: string; timeoutMs?: number } = {},
): Promise<MailSummary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(address, mailpitUrl);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline)
      throw new Error(
        `${address} has ${messages.length} of ${count} messages after ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits until `address` has a message whose subject passes `matches`; answers it. */
export async function waitForMessageMatching(
  address: string,
  matches: (subject: string) => boolean,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<MailSummary> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesTo(address)).find((message) => matches(message.Subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching message for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The headers exactly as received, by name (mailparser folds List-* into one object). */
export async function rawHeaders(id: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${baseUrl()}/api/v1/message/${id}/headers`);
  if (!response.ok) throw new Error(`Mailpit answered ${response.status}`);
  return (await response.json()) as Record<string, string[]>;
}

/** The message as sent (raw), parsed: headers, subject, recipients, HTML and text parts. */
export async function parsedMessage(id: string, mailpitUrl?: string): Promise<ParsedMail> {
  const response = await fetch(`${baseUrl(mailpitUrl)}/api/v1/message/${id}/raw`);
  if (!response.ok) throw new Error(`Mailpit answered ${response.status}`);
  return simpleParser(Buffer.from(await response.arrayBuffer()));
}

/** Every href of an HTML part, resolved. */
export function linksOf(html: string | false | undefined): URL[] {
  if (!html) return [];
  return [...html.matchAll(/href="([^"]+)"/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&')),
  );
}

let counter = 0;
/** An address no other test writes to, so counts are this test's own. */
export function uniqueAddress(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@mail.example`;
}
