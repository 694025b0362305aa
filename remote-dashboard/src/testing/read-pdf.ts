/**
 * A strict reader for the PDFs this remote writes, for tests: it follows the file the way a
 * viewer does (startxref → xref table → objects → catalog → page tree → content streams) and
 * fails loudly on any offset, length or structure that does not hold.
 */
export interface ReadPdf {
  version: string;
  pageCount: number;
  info: string;
  /** The text each page draws, one string per page, runs joined by newlines. */
  pageTexts: string[];
}

const WIN_ANSI_EXTRAS: Record<number, string> = {
  0x92: '’',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeLiteral(body: string): string {
  let text = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char !== '\\') {
      text += char;
      continue;
    }
    const next = body[i + 1];
    if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
      const byte = parseInt(octal, 8);
      text += WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte);
      i += octal.length;
    } else {
      text += next;
      i += 1;
    }
  }
  return text;
}

function fail(problem: string): never {
  throw new Error(`Invalid PDF: ${problem}`);
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const file = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const header = /^%PDF-(\d\.\d)\n/.exec(file) ?? fail('no %PDF header');

  const tail = /startxref\n(\d+)\n%%EOF\n?$/.exec(file) ?? fail('no startxref/%%EOF at the end');
  const xrefAt = Number(tail[1]);
  if (!file.startsWith('xref\n', xrefAt)) fail(`startxref ${xrefAt} does not point at "xref"`);
  const subsection = /^xref\n0 (\d+)\n/.exec(file.slice(xrefAt)) ?? fail('bad xref subsection');
  const size = Number(subsection[1]);
  const entriesAt = xrefAt + subsection[0].length;
  const offsets = new Map<number, number>();
  for (let id = 0; id < size; id += 1) {
    const entry = file.slice(entriesAt + id * 20, entriesAt + (id + 1) * 20);
    const match =
      /^(\d{10}) (\d{5}) ([nf])(\r\n| \n| \r)$/.exec(entry) ?? fail(`xref entry ${id}: "${entry}"`);
    if (match[3] === 'n') offsets.set(id, Number(match[1]));
  }

  const objects = new Map<number, string>();
  for (const [id, offset] of offsets) {
    const head = `${id} 0 obj\n`;
    if (!file.startsWith(head, offset)) fail(`object ${id} is not at offset ${offset}`);
    const end = file.indexOf('\nendobj', offset);
    if (end < 0) fail(`object ${id} has no endobj`);
    objects.set(id, file.slice(offset + head.length, end));
  }

  const trailer = /trailer\n<<(.*?)>>\nstartxref/s.exec(file.slice(xrefAt)) ?? fail('no trailer');
  if (!new RegExp(`/Size ${size}\\b`).test(trailer[1])) fail('trailer /Size disagrees with xref');
  const ref = (dictionary: string, key: string) => {
    const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary) ?? fail(`no /${key} reference`);
    return objects.get(Number(match[1])) ?? fail(`/${key} points at a missing object`);
  };
  const catalog = ref(trailer[1], 'Root');
  if (!catalog.includes('/Type /Catalog')) fail('root is not a catalog');
  const info = ref(trailer[1], 'Info');
  const pages = ref(catalog, 'Pages');
  if (!pages.includes('/Type /Pages')) fail('catalog /Pages is not a page tree');
  const count = Number((/\/Count (\d+)/.exec(pages) ?? fail('page tree without /Count'))[1]);
  const kids = [
    ...(/\/Kids \[([^\]]*)\]/.exec(pages) ?? fail('page tree without /Kids'))[1].matchAll(
      /(\d+) 0 R/g,
    ),
  ];
  if (kids.length !== count) fail(`/Count ${count} but ${kids.length} kids`);

  const pageTexts = kids.map(([, kidId]) => {
    const page = objects.get(Number(kidId)) ?? fail(`page ${kidId} missing`);
    if (!page.includes('/Type /Page ')) fail(`object ${kidId} is not a page`);
    if (!/\/MediaBox \[0 0 [\d.]+ [\d.]+\]/.test(page)) fail(`page ${kidId} has no MediaBox`);
    const content = ref(page, 'Contents');
    const length = Number(
      (/^<< \/Length (\d+) >>\nstream\n/.exec(content) ?? fail('content without /Length'))[1],
    );
    const streamStart = content.indexOf('stream\n') + 'stream\n'.length;
    const stream = content.slice(streamStart, streamStart + length);
    if (content.slice(streamStart + length) !== '\nendstream')
      fail(`page ${kidId}: /Length ${length} is wrong`);
    if ((stream.match(/\bBT\b/g) ?? []).length !== (stream.match(/\bET\b/g) ?? []).length)
      fail('unbalanced BT/ET');
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
      .map(([, body]) => decodeLiteral(body))
      .join('\n');
  });

  return { version: header[1], pageCount: count, info, pageTexts };
}
