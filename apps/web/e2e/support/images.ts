import type { Locator, Page } from "@playwright/test";
import { crc32, deflateSync } from "node:zlib";

import { expect } from "@playwright/test";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width` × `height` pixels with a diagonal gradient, built in memory: a picture for
 * upload tests without a file in the repository.
 */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Picks a picture in the avatar field's file input and waits for the crop dialog it opens (with
 * its zoom slider); returns the dialog, still open.
 */
export async function uploadAvatar(page: Page, name = "me.png"): Promise<Locator> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "image/png", buffer: gradientPng(640, 480) });
  const dialog = page.getByRole("dialog", { name: "Crop your picture" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("slider", { name: "Zoom" })).toBeVisible();
  return dialog;
}
