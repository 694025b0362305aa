/**
 * The standard PDF fonts draw single bytes in WinAnsiEncoding (Windows-1252). This maps text to
 * those bytes: Latin-1 maps to itself, the typographic extras (– — ± • ’ …) to their 0x80–0x9F
 * slots, and anything the fonts cannot draw to '?'.
 */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const QUESTION_MARK = 0x3f;
const SPACE = 0x20;

export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? QUESTION_MARK;
    if (code === 0x09 || code === 0x0a || code === 0x0d) bytes.push(SPACE);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRAS[char] ?? QUESTION_MARK);
  }
  return bytes;
}

/**
 * A PDF literal string of those bytes, kept to printable ASCII: parentheses and backslashes
 * escaped, every other byte outside 0x20–0x7E written as an octal escape.
 */
export function pdfLiteral(text: string): string {
  let literal = '(';
  for (const byte of toWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c)
      literal += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) literal += `\\${byte.toString(8).padStart(3, '0')}`;
    else literal += String.fromCharCode(byte);
  }
  return `${literal})`;
}
