import { ImageManipulator, SaveFormat } from "expo-image-manipulator";
import * as ImagePicker from "expo-image-picker";

import { AVATAR_UPLOAD_MAX_LENGTH } from "@teamkit/validators";

export const AVATAR_SIZE = 256;

/** The largest centred square of a picture: the whole crop when the picker already made one. */
export function centreSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return {
    originX: Math.floor((width - side) / 2),
    originY: Math.floor((height - side) / 2),
    width: side,
    height: side,
  };
}

/**
 * A picture from the library, cropped square (the system's editor where there is one, else the
 * centre) and scaled down, as base64 JPEG for `user.avatar.update`; null when the user cancels.
 */
export async function pickAvatar(): Promise<string | null> {
  const picked = await ImagePicker.launchImageLibraryAsync({
    mediaTypes: ["images"],
    allowsEditing: true,
    aspect: [1, 1],
    quality: 1,
  });
  const asset = picked.canceled ? undefined : picked.assets[0];
  if (!asset) return null;
  const context = ImageManipulator.manipulate(asset.uri)
    .crop(centreSquare(asset.width, asset.height))
    .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE });
  const image = await context.renderAsync();
  // Within the API's request limit whatever the picture: less quality until it fits.
  for (const compress of [0.85, 0.6, 0.35]) {
    const { base64 } = await image.saveAsync({ format: SaveFormat.JPEG, compress, base64: true });
    if (base64 && base64.length <= AVATAR_UPLOAD_MAX_LENGTH) return base64;
  }
  throw new Error("the avatar does not fit the upload limit");
}
