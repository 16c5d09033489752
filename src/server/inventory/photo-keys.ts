const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Where a photo's file lives in storage: under its organization, named by the photo's id. */
export const photoStorageKey = (orgId: string, photoId: string, contentType: keyof typeof extensions = 'image/png') =>
  `photos/${orgId}/${photoId}.${extensions[contentType]}`;
