// Prints the text runs of a PDF read from stdin, page by page, as pdf.js (the reader Firefox and
// the journeys trust) extracts them: run as its own Node process, since pdf.js is an ES module only.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  useSystemFonts: false,
}).promise;
const lines = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const content = await (await pdf.getPage(number)).getTextContent();
  for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, lines }));
