import { useCallback } from 'react';

/**
 * A ref callback that shows `file` in an `<img>` through an object URL, and revokes that URL when the
 * file changes or the image unmounts (a ref cleanup, so React's strict-mode remount gets a fresh URL).
 */
export function useObjectUrlRef(file: File | null | undefined) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}
