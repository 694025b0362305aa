// Reads a PDF from stdin with Mozilla's pdf.js, as a viewer would, and prints what a person sees
// on each page as JSON, with the document's version, title and creation date. Jest runs it in a
// child process because pdf.js ships as ES modules only. Usage: node pdf-text.mjs < file.pdf
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const document = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const { items } = await page.getTextContent();
  pages.push(
    items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
      .trim(),
  );
}
const { info } = await document.getMetadata();
process.stdout.write(
  JSON.stringify({
    version: info?.PDFFormatVersion,
    title: info?.Title,
    creationDate: info?.CreationDate,
    pageCount: document.numPages,
    pageTexts: pages,
  }),
);
await document.destroy();
