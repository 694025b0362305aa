import { renderEmail } from './email-layout';
import type { SubjectedEmail } from './quote-emails';

export interface ContactForEmail {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** The team is told of a new contact message, with a link to it in the inbox. */
export async function contactReceivedTeamEmail(
  contact: ContactForEmail,
  link: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: contact.message.slice(0, 90),
    heading: 'New contact message',
    paragraphs: [`${contact.name} <${contact.email}> wrote through the contact page.`],
    facts: contact.subject ? [['Subject', contact.subject]] : [],
    quote: contact.message,
    action: { label: 'Open it in the inbox', href: link },
    footnote: 'The contact page promises a reply within 24 hours.',
  });
  return { subject: `New contact message from ${contact.name}`, ...rendered };
}

/** An admin's reply from the inbox, to the message's sender, quoting what they wrote. */
export async function contactReplyEmail(
  contact: ContactForEmail,
  reply: string,
  contactPageLink: string,
): Promise<SubjectedEmail> {
  const rendered = await renderEmail({
    preview: reply.slice(0, 90),
    heading: 'A reply from Threadline',
    paragraphs: [`Hello ${contact.name},`, reply, 'You wrote:'],
    quote: contact.message,
    action: { label: 'Write to us again', href: contactPageLink },
    footnote: 'You receive this because you wrote to Threadline through the contact page.',
  });
  return { subject: `Re: ${contact.subject ?? 'Your message to Threadline'}`, ...rendered };
}
