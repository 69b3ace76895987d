// Shared by the picture tests: small real pictures made in memory, and a temp project whose public/
// is a copy (the usual temp project links the real one, where an upload must never land).
import { cpSync, lstatSync, rmSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { projectRoot } from '../../src/testing/temp-project.ts';

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid green PNG of the given size. */
export function greenPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x3a, 0x7d, 0x2c]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Replaces a temp project's link to the real public/ with a copy of it, so uploads land in the copy. */
export function ownPublic(root: string): void {
  const target = join(root, 'public');
  if (lstatSync(target).isSymbolicLink()) rmSync(target);
  cpSync(join(projectRoot, 'public'), target, { recursive: true });
}
