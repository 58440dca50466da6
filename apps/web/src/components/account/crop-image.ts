import { AVATAR_UPLOAD_MAX_LENGTH } from "@teamkit/validators";

/** The part of an image a user chose, in the image's own pixels (react-easy-crop's `Area`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the square the browser uploads; the server stores it at its own size. */
const UPLOAD_SIZE = 320;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("image did not load"));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("canvas gave no image"))),
      "image/jpeg",
      quality,
    ),
  );
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** JPEG (every browser encodes it), re-encoded at lower quality until it fits the request limit. */
export async function cropToUpload(src: string, area: PixelArea): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement("canvas");
  canvas.width = UPLOAD_SIZE;
  canvas.height = UPLOAD_SIZE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, UPLOAD_SIZE, UPLOAD_SIZE);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, UPLOAD_SIZE, UPLOAD_SIZE);
  for (const quality of [0.9, 0.8, 0.65, 0.5]) {
    const encoded = await toBase64(await toBlob(canvas, quality));
    if (encoded.length <= AVATAR_UPLOAD_MAX_LENGTH) return encoded;
  }
  throw new Error("image too detailed to upload");
}
