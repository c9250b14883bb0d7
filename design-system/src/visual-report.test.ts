import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeVisualReport } from '../../scripts/visual-report.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`x`size` pixels of one RGB colour. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function folders() {
  root = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
  const dirs = {
    baselines: path.join(root, 'visual-baselines'),
    received: path.join(root, 'test-results/visual-received'),
    diffs: path.join(root, 'test-results/visual-diffs'),
    out: path.join(root, 'test-results/visual-report'),
  };
  for (const dir of [dirs.baselines, dirs.received, dirs.diffs])
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
  return dirs;
}

describe('visual report', () => {
  it('shows before, after and the difference of each changed screenshot', () => {
    const dirs = folders();
    const before = png(4, [29, 78, 216]);
    const after = png(4, [11, 110, 79]);
    const diff = png(12, [255, 0, 0]);
    writeFileSync(path.join(dirs.baselines, 'controls-button--primary--light.png'), before);
    writeFileSync(path.join(dirs.received, 'controls-button--primary--light-received.png'), after);
    writeFileSync(path.join(dirs.diffs, 'controls-button--primary--light-diff.png'), diff);
    // A docs page's screenshot, under docs/, and an unchanged baseline that must not be listed.
    writeFileSync(path.join(dirs.baselines, 'docs/introduction--docs.png'), before);
    writeFileSync(path.join(dirs.received, 'docs/introduction--docs-received.png'), after);
    writeFileSync(path.join(dirs.baselines, 'controls-button--ghost--light.png'), before);

    expect(writeVisualReport(dirs)).toBe(2);

    const html = readFileSync(path.join(dirs.out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Changed screenshots: 2</title>');
    expect(html).toContain('<h2>controls-button--primary--light</h2>');
    expect(html).toContain('story, light theme');
    expect(html).toContain('<h2>introduction--docs</h2>');
    expect(html).not.toContain('controls-button--ghost');
    // The images sit beside the page, so it opens from a folder or an archive without a server.
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(images).toEqual([
      'images/controls-button--primary--light--before.png',
      'images/controls-button--primary--light--after.png',
      'images/controls-button--primary--light--diff.png',
      'images/docs__introduction--docs--before.png',
      'images/docs__introduction--docs--after.png',
    ]);
    expect(readFileSync(path.join(dirs.out, images[0] ?? ''))).toEqual(before);
    expect(readFileSync(path.join(dirs.out, images[1] ?? ''))).toEqual(after);
    expect(readFileSync(path.join(dirs.out, images[2] ?? ''))).toEqual(diff);
  });

  it('writes nothing when no screenshot changed', () => {
    const dirs = folders();
    writeFileSync(path.join(dirs.baselines, 'controls-button--primary--light.png'), png(4, [0, 0, 0]));
    mkdirSync(dirs.out, { recursive: true });
    expect(writeVisualReport(dirs)).toBe(0);
    expect(existsSync(dirs.out)).toBe(false);
  });
});
