import mjml2html from 'mjml';

/** The building blocks of every email: one layout, so every email has the brand's look. */
export interface EmailContent {
  /** The one-line preview inboxes show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs (a reference, a quantity, a price). */
  facts?: [label: string, value: string][];
  /** A quoted block of someone's own words (a message, a reply). */
  quote?: string;
  action?: { label: string; href: string };
  /** Why this person gets this email; with `unsubscribeHref`, how to stop. */
  footnote: string;
  unsubscribeHref?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND = {
  name: 'Threadline',
  ink: '#1d2433',
  accent: '#b4532a',
  soft: '#f6e6dc',
  page: '#f4f1ec',
};

/** Values reach MJML's markup escaped: a person's text never becomes markup. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraphsOf(text: string): string {
  return escapeMarkup(text).replace(/\r?\n/g, '<br />');
}

function mjmlOf(content: EmailContent): string {
  const facts = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5b6272">${escapeMarkup(label)}</td><td style="padding:4px 0;font-weight:600">${escapeMarkup(value)}</td></tr>`,
    )
    .join('');
  return `<mjml>
  <mj-head>
    <mj-title>${escapeMarkup(content.heading)}</mj-title>
    <mj-preview>${escapeMarkup(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text color="${BRAND.ink}" font-size="15px" line-height="1.55" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${BRAND.page}">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" letter-spacing="2px" color="${BRAND.accent}">${BRAND.name.toUpperCase()}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px">
      <mj-column>
        <mj-text font-size="22px" font-weight="700">${escapeMarkup(content.heading)}</mj-text>
        ${content.paragraphs.map((paragraph) => `<mj-text>${paragraphsOf(paragraph)}</mj-text>`).join('\n        ')}
        ${facts ? `<mj-table>${facts}</mj-table>` : ''}
        ${content.quote ? `<mj-text container-background-color="${BRAND.soft}" padding="12px 20px">${paragraphsOf(content.quote)}</mj-text>` : ''}
        ${content.action ? `<mj-button background-color="${BRAND.accent}" color="#ffffff" font-weight="600" href="${escapeMarkup(content.action.href)}">${escapeMarkup(content.action.label)}</mj-button>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#7a7f8c">${escapeMarkup(content.footnote)}${
          content.unsubscribeHref
            ? ` <a href="${escapeMarkup(content.unsubscribeHref)}" style="color:#7a7f8c">Unsubscribe from these emails</a>.`
            : ''
        }</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(content: EmailContent): string {
  const lines = [content.heading.toUpperCase(), '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const [label, value] of content.facts ?? []) lines.push(`${label}: ${value}`);
  if (content.facts?.length) lines.push('');
  if (content.quote) lines.push(...content.quote.split(/\r?\n/).map((line) => `> ${line}`), '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.href}`, '');
  lines.push('--', content.footnote);
  if (content.unsubscribeHref) lines.push(`Unsubscribe: ${content.unsubscribeHref}`);
  return `${lines.join('\n')}\n`;
}

/** The HTML (MJML, strict) and plain-text parts of one email. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const result = await mjml2html(mjmlOf(content), { validationLevel: 'strict' });
  return { html: result.html, text: textOf(content) };
}
