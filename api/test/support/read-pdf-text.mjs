// Prints the text of a PDF read from stdin, one line per text run, page by page, with pdf.js:
// run as its own Node process because pdf.js ships only as an ES module.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  useSystemFonts: false,
}).promise;
const lines = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, lines }));
