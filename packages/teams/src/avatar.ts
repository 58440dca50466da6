import sharp from "sharp";

import type { Database } from "@teamkit/db";
import { and, avatars, eq, ne, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

export const AVATAR_SIZE = 256;
/** The id changes with every upload, so it can be cached forever. */
export const AVATAR_PATH = "/api/avatar/";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** A small file can decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 8192 * 8192;

/** By their first bytes, never by a client's content type. */
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "png", test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "webp",
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42,
  },
];

function invalidImage(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "account.avatar.unreadable", field: "image" });
}

/** Re-encoding drops whatever the upload carried besides pixels (metadata, a polyglot payload). */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0 || bytes.byteLength > AVATAR_MAX_BYTES) throw invalidImage();
  if (!SIGNATURES.some((signature) => signature.test(bytes))) throw invalidImage();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}

export async function updateAvatar(
  db: Database,
  userId: string,
  upload: Uint8Array,
): Promise<{ image: string }> {
  const bytes = await processAvatar(upload);
  return db.transaction(async (tx) => {
    const [avatar] = await tx
      .insert(avatars)
      .values({ userId, contentType: "image/webp", bytes })
      .returning({ id: avatars.id });
    if (!avatar) throw new Error("insert returned no avatar");
    const image = `${AVATAR_PATH}${avatar.id}`;
    const updated = await tx
      .update(users)
      .set({ image })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated.length) throw new AppError("NOT_FOUND");
    await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, avatar.id)));
    return { image };
  });
}

export async function removeAvatar(db: Database, userId: string): Promise<{ image: null }> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ image: null }).where(eq(users.id, userId));
    await tx.delete(avatars).where(eq(avatars.userId, userId));
  });
  return { image: null };
}

export async function readAvatar(
  db: Database,
  id: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [avatar] = await db
    .select({ contentType: avatars.contentType, bytes: avatars.bytes })
    .from(avatars)
    .where(eq(avatars.id, id));
  return avatar ?? null;
}
