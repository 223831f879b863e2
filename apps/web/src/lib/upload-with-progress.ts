import type { TEnvelope } from '@tala/contract/envelope';
import { ApiError, failure, requestHeaders } from './api-client.ts';

/**
 * A multipart upload that reports its progress (fetch cannot): the same headers and envelope as `api`, through
 * XMLHttpRequest. `onProgress` gets the share of the body sent, 0 to 1. Its own module: only the screens that
 * upload load it, not every page.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (share: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(path, window.location.origin));
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', '', 0));
    xhr.onload = () => {
      let json: TEnvelope<T> | null = null;
      try {
        json = JSON.parse(xhr.responseText) as TEnvelope<T>;
      } catch {
        json = null;
      }
      if (!json) return reject(new ApiError('NETWORK', '', xhr.status));
      if (xhr.status >= 400 || !json.success) return reject(failure(xhr.status, json));
      onProgress(1);
      resolve(json.value);
    };
    xhr.send(form);
  });
}
