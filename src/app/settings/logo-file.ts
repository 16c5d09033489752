import { logoProblem } from '../../shared/contract/org';

/** A file's contents as a data URL (FileReader: the browser's and jsdom's alike). */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen logo file as PATCH /org takes it (base64), or what is wrong with it in the contract's own
 * words ("must be at most 512 KB"), checked before anything is sent.
 */
export async function logoUpload(file: Blob): Promise<{ base64: string } | { problem: string }> {
  const dataUrl = await dataUrlOf(file);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const problem = logoProblem(bytes);
  return problem === null ? { base64 } : { problem };
}
