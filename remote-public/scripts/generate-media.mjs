#!/usr/bin/env node
// Draws every picture and clip the public pages show and writes them, optimised, to
// src/assets/media/, together with media-files.ts (the imports the pages use).
//
//   node remote-public/scripts/generate-media.mjs            # everything
//   node remote-public/scripts/generate-media.mjs images     # pictures and the map only
//
// Needs sharp (a devDependency) and, for the clips, ffmpeg with libvpx-vp9 on the PATH
// (`apt-get install -y ffmpeg`). The build never runs this: the output is committed.
// Deterministic drawings; re-running changes the files only if the drawings changed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { aboutWorkshop, areaMap, heroAtelier, portfolioProjects } from './media/illustrations.mjs';
import {
  behindTheScenes,
  fabricSelection,
  patternDesign,
  qualityControl,
} from './media/video-scenes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '..', 'src', 'assets', 'media');

/** Must match the contact details the pages show (src/features/company/components/company-facts.ts). */
const MAP_LABELS = {
  street: 'Loom Street',
  district: 'Tejgaon I/A',
  city: 'Dhaka 1208',
  building: 'Threadline · Plot 18',
};

const IMAGES = [
  { name: 'hero-atelier', draw: heroAtelier, base: [1200, 900], widths: [480, 800, 1200] },
  { name: 'about-workshop', draw: aboutWorkshop, base: [1200, 900], widths: [480, 800, 1200] },
  ...Object.entries(portfolioProjects).map(([name, draw]) => ({
    name,
    draw,
    base: [800, 600],
    widths: [400, 800],
  })),
];

const VIDEO = { width: 640, height: 360, fps: 24, seconds: 8 };
const CLIPS = [
  { name: 'behind-the-scenes', scene: behindTheScenes, posterAt: 0.1 },
  { name: 'fabric-selection', scene: fabricSelection, posterAt: 0.2 },
  { name: 'pattern-design', scene: patternDesign, posterAt: 0.78 },
  { name: 'quality-control', scene: qualityControl, posterAt: 0.85 },
];
const POSTER_WIDTHS = [480, 960];

const camel = (name) => name.replace(/-(\w)/g, (_, ch) => ch.toUpperCase());

async function renderStill(name, draw, [baseWidth, baseHeight], widths) {
  const entry = { name, width: baseWidth, height: baseHeight, avif: [], webp: [] };
  for (const width of widths) {
    const input = Buffer.from(draw(width));
    const webp = `${name}-${width}.webp`;
    const avif = `${name}-${width}.avif`;
    await sharp(input).webp({ quality: 78, effort: 6 }).toFile(path.join(OUT, webp));
    await sharp(input).avif({ quality: 55, effort: 7 }).toFile(path.join(OUT, avif));
    entry.webp.push({ file: webp, width });
    entry.avif.push({ file: avif, width });
  }
  return entry;
}

function encodeClip({ name, scene }) {
  const frames = VIDEO.fps * VIDEO.seconds;
  const file = `${name}.webm`;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO.width}x${VIDEO.height}`,
      '-r',
      String(VIDEO.fps),
      '-i',
      '-',
      '-c:v',
      'libvpx-vp9',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '36',
      '-b:v',
      '260k',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-g',
      String(VIDEO.fps * 4),
      '-an',
      '-metadata',
      `title=${name}`,
      path.join(OUT, file),
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) =>
      code === 0 ? resolve(file) : reject(new Error(`ffmpeg exited with ${code} for ${file}`)),
    );
  });
  return {
    done,
    async write() {
      for (let i = 0; i < frames; i += 1) {
        const pixels = await sharp(Buffer.from(scene(i / frames, VIDEO.width)))
          .removeAlpha()
          .raw()
          .toBuffer();
        if (!ffmpeg.stdin.write(pixels))
          await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
      }
      ffmpeg.stdin.end();
      return done;
    },
  };
}

function manifest(images, clips) {
  const imports = [];
  const imageLiteral = (entry) => {
    const sources = (kind) =>
      entry[kind]
        .map(({ file, width }) => {
          const id = camel(`${entry.name}-${width}-${kind}`);
          imports.push(`import ${id} from './${file}';`);
          return `{ src: ${id}, width: ${width} }`;
        })
        .join(', ');
    return `{ width: ${entry.width}, height: ${entry.height}, avif: [${sources('avif')}], webp: [${sources('webp')}] }`;
  };
  const imageLines = images.map((entry) => `  '${entry.name}': ${imageLiteral(entry)},`);
  const clipLines = clips.map(({ name, file, poster }) => {
    const id = camel(`${name}-webm`);
    imports.push(`import ${id} from './${file}';`);
    return `  '${name}': { src: ${id}, poster: ${imageLiteral(poster)} },`;
  });
  imports.push(`import areaMapSvg from './area-map.svg';`);
  return `// Generated by scripts/generate-media.mjs: edit the drawings there, not this file.
import type { ResponsiveImageSet, VideoClip } from '../../lib/media-types';
${imports.join('\n')}

export const images = {
${imageLines.join('\n')}
} satisfies Record<string, ResponsiveImageSet>;

export const clips = {
${clipLines.join('\n')}
} satisfies Record<string, VideoClip>;

export const areaMap = { src: areaMapSvg, width: 800, height: 500 };
`;
}

const only = process.argv[2];
fs.mkdirSync(OUT, { recursive: true });

const images = [];
for (const image of IMAGES) {
  images.push(await renderStill(image.name, image.draw, image.base, image.widths));
  console.log(`image ${image.name}`);
}
fs.writeFileSync(path.join(OUT, 'area-map.svg'), areaMap(MAP_LABELS));

const clips = [];
for (const clip of CLIPS) {
  const poster = await renderStill(
    `${clip.name}-poster`,
    (width) => clip.scene(clip.posterAt, width),
    [1280, 720],
    POSTER_WIDTHS,
  );
  let file = `${clip.name}.webm`;
  if (only !== 'images') {
    file = await encodeClip(clip).write();
    console.log(`clip ${file}: ${(fs.statSync(path.join(OUT, file)).size / 1024).toFixed(0)} KB`);
  } else if (!fs.existsSync(path.join(OUT, file))) {
    throw new Error(`${file} is missing: run without "images" once (needs ffmpeg).`);
  }
  clips.push({ name: clip.name, file, poster });
}

// Written the way the repo's Prettier settings would, so a re-run leaves no formatting diff.
const prettier = await import('prettier');
const manifestFile = path.join(OUT, 'media-files.ts');
const prettierOptions = (await prettier.resolveConfig(manifestFile)) ?? {};
fs.writeFileSync(
  manifestFile,
  await prettier.format(manifest(images, clips), { ...prettierOptions, filepath: manifestFile }),
);
const total = fs
  .readdirSync(OUT)
  .reduce((sum, file) => sum + fs.statSync(path.join(OUT, file)).size, 0);
console.log(`src/assets/media: ${(total / 1024).toFixed(0)} KB in total`);
