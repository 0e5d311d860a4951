import { ApiError, getAuthToken } from '@stackfolio/shared-ui';

/** Fraction of the request body sent so far, 0..1. */
export type UploadProgressHandler = (fraction: number) => void;

/**
 * Sends a multipart form like shared-ui's apiRequest (cookies, bearer header when a token is
 * stored, `"<status>: <body>"` ApiError on a non-2xx answer) but through XMLHttpRequest, because
 * fetch reports no upload progress and a 50 MB file needs a real progress bar.
 * Resolves with the parsed JSON body (null when empty).
 */
export function uploadWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress?: UploadProgressHandler,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text, xhr.statusText));
        return;
      }
      onProgress?.(1);
      try {
        resolve((text ? JSON.parse(text) : null) as T);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    xhr.send(form);
  });
}
