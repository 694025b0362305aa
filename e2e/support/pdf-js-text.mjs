// Prints the text runs of a PDF read from stdin as a JSON list, page by page, read with Mozilla's
// pdf.js as a viewer reads it: its own Node process, since pdf.js ships only as an ES module.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  useSystemFonts: false,
  verbosity: 0,
}).promise;
const lines = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
}
process.stdout.write(JSON.stringify(lines));
