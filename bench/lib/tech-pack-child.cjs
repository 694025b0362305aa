// bench/styles.mjs's tech-pack PDF in a process of its own: its time and the peak resident size
// each PDF adds (Linux's clear_refs resets the peak before each one). Reads TECH_PACK_MODULE,
// SHARP_MODULE, STYLE_FILE and PDF_SAMPLES; prints one JSON line.
const { techPackPdf } = require(process.env.TECH_PACK_MODULE);
const sharp = require(process.env.SHARP_MODULE);
const fs = require('node:fs');
const [head, version] = JSON.parse(fs.readFileSync(process.env.STYLE_FILE, 'utf8'));
head.updatedAt = new Date(head.updatedAt);
version.savedAt = new Date(version.savedAt);
const peakKb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
(async () => {
  const noise = (seed) =>
    sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        noise: { type: 'gaussian', mean: 128 + seed, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
  const pictures = [
    { label: 'Front', bytes: await noise(0) },
    { label: 'Back', bytes: await noise(1) },
  ];
  await techPackPdf(head, version, pictures);
  const times = [];
  let bytes = 0;
  let added = 0;
  let peak = 0;
  for (let i = 0; i < Number(process.env.PDF_SAMPLES); i++) {
    // The peak resident size is reset before each one (Linux's clear_refs), so each sample's
    // peak less its starting size is what that PDF took.
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const before = process.memoryUsage().rss / 2 ** 20;
    const start = performance.now();
    const pdf = await techPackPdf(head, version, pictures);
    times.push(performance.now() - start);
    bytes = pdf.length;
    const top = peakKb() / 1024;
    added = Math.max(added, top - before);
    peak = Math.max(peak, top);
  }
  console.log(JSON.stringify({ times, bytes, addedMb: added, peakMb: peak }));
})();
