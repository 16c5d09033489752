/**
 * The largest photo sent as it is: the server's body cap (1 MiB by default) less base64's third
 * and the JSON around it. A phone's photo is larger, so it is made smaller in the browser first.
 */
export const MAX_PHOTO_BYTES = 700 * 1024;
/** A tree photo's long edge once made smaller: enough to read bark and defects on a screen. */
const MAX_EDGE_PX = 2048;
const JPEG_QUALITIES = [0.85, 0.7, 0.55];
const SHRINK_STEPS = 4;

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/**
 * The photo as it will be uploaded: unchanged when small enough (or when this browser cannot
 * decode it: the server then says what is wrong), else a JPEG at most 2048 px on its long edge,
 * at the best quality and size that fit under MAX_PHOTO_BYTES.
 */
export async function fitPhoto(file: Blob): Promise<Blob> {
  if (file.size <= MAX_PHOTO_BYTES || typeof createImageBitmap === 'undefined') return file;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file;
  try {
    let scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    for (let step = 0; step < SHRINK_STEPS; step += 1, scale *= 0.7) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of JPEG_QUALITIES) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size <= MAX_PHOTO_BYTES) return blob;
      }
    }
    return file;
  } finally {
    bitmap.close();
  }
}
