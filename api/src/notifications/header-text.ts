/**
 * Text bound for a mail header (a subject, a display name), made inert: line breaks and other
 * control characters would start a header of their own (CR/LF injection), and an RFC 2047
 * encoded word (`=?utf-8?B?…?=`) a client would decode into whatever it hides. Both are removed
 * or broken before the text reaches nodemailer, which then encodes what is left itself.
 */
export function safeHeaderText(text: string, maxLength = 150): string {
  const flat = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/=\?/g, '= ?')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}
