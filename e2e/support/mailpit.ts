import { expect } from '@playwright/test';
import { e2eEnv } from './env';

export interface ReceivedMail {
  ID: string;
  Subject: string;
}

/** Every message the catcher holds for `address` (Mailpit's REST search). */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const query = new URLSearchParams({ query: `to:"${address}"`, limit: '200' });
  const response = await fetch(`${e2eEnv.mailpitUrl}/api/v1/search?${query.toString()}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

/** Waits for the message to `address` whose subject matches, and answers its text and links. */
export async function waitForMail(
  address: string,
  subject: RegExp,
): Promise<{ subject: string; text: string; links: URL[] }> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((message) => subject.test(message.Subject));
        return Boolean(found);
      },
      { timeout: 30_000, message: `an email to ${address} with subject ${subject}` },
    )
    .toBe(true);
  const response = await fetch(`${e2eEnv.mailpitUrl}/api/v1/message/${found!.ID}`);
  const message = (await response.json()) as { Subject: string; Text: string; HTML: string };
  const links = [...message.HTML.matchAll(/href="([^"]+)"/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&')),
  );
  return { subject: message.Subject, text: message.Text, links };
}
