// Draws media/icon.png (128×128): a rounded tile with an indigo-to-teal gradient, white JSON braces and a
// green check mark. Shapes are signed distances, 4×4 supersampled per pixel; the PNG is encoded with node:zlib.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 128;
const SUB = 4;

/** Distance from (px, py) to the segment a–b. */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** A path of points: straight lines and quadratic curves, flattened. */
function path(start) {
  const pts = [start];
  const api = {
    line(x, y) {
      pts.push([x, y]);
      return api;
    },
    quad(cx, cy, x, y) {
      const [sx, sy] = pts[pts.length - 1];
      for (let i = 1; i <= 12; i++) {
        const t = i / 12;
        const u = 1 - t;
        pts.push([u * u * sx + 2 * u * t * cx + t * t * x, u * u * sy + 2 * u * t * cy + t * t * y]);
      }
      return api;
    },
    points: pts,
  };
  return api;
}

/** A stroke of the given half-width along a path: inside when closer than that to any of its segments. */
function stroke(points, halfWidth) {
  return (x, y) => {
    for (let i = 1; i < points.length; i++) {
      if (segmentDistance(x, y, points[i - 1][0], points[i - 1][1], points[i][0], points[i][1]) <= halfWidth)
        return true;
    }
    return false;
  };
}

/** The left brace; the right one is its mirror image. */
function brace(mirror) {
  const m = (x) => (mirror ? SIZE - x : x);
  const p = path([m(45), 30])
    .quad(m(35), 30, m(35), 41)
    .line(m(35), 55)
    .quad(m(35), 64, m(25), 64)
    .quad(m(35), 64, m(35), 73)
    .line(m(35), 87)
    .quad(m(35), 98, m(45), 98);
  return stroke(p.points, 3.6);
}

function roundedSquare(x, y) {
  const r = 26;
  const qx = Math.abs(x - SIZE / 2) - (SIZE / 2 - 2 - r);
  const qy = Math.abs(y - SIZE / 2) - (SIZE / 2 - 2 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r <= 0;
}

const layers = [
  { inside: roundedSquare, color: (x, y) => mix([49, 46, 129], [15, 118, 110], (x + y) / (2 * SIZE)) },
  { inside: brace(false), color: () => [255, 255, 255] },
  { inside: brace(true), color: () => [255, 255, 255] },
  { inside: stroke(path([50, 65]).line(60, 76).line(79, 50).points, 5), color: () => [74, 222, 128] },
];

function mix(a, b, t) {
  return a.map((v, i) => v + (b[i] - v) * t);
}

/** RGBA pixels, top row first. */
function drawIcon() {
  const rgba = Buffer.alloc(SIZE * SIZE * 4);
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SUB; sy++) {
        for (let sx = 0; sx < SUB; sx++) {
          const x = px + (sx + 0.5) / SUB;
          const y = py + (sy + 0.5) / SUB;
          for (let i = layers.length - 1; i >= 0; i--) {
            if (!layers[i].inside(x, y)) continue;
            const c = layers[i].color(x, y);
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
            break;
          }
        }
      }
      const o = (py * SIZE + px) * 4;
      // Colour averaged over the covered samples (straight alpha), coverage as alpha.
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((255 * a) / (SUB * SUB));
    }
  }
  return rgba;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8-bit RGBA, no interlace) of square RGBA pixels. */
function encodePng(rgba, size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'media', 'icon.png');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, encodePng(drawIcon(), SIZE));
console.log(`wrote ${out}`);
