/** What the worker reads when the camera cannot run; typing and a hardware scanner always remain. */
export const cameraMessages = {
  denied: 'Camera access was denied. Allow it in the browser settings, or type or scan codes with a hardware scanner.',
  missing: 'No camera was found on this device. Type or scan codes with a hardware scanner.',
  busy: 'The camera is in use by another app. Close it and tap the preview to try again, or type or scan codes with a hardware scanner.',
  insecure: 'The camera needs a secure (https) connection. Type or scan codes with a hardware scanner.',
  decoder: 'The barcode reader could not start. Type or scan codes with a hardware scanner.',
} as const;

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '');

export const cameraErrorMessage = (error: unknown) => {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'SecurityError':
      return cameraMessages.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return cameraMessages.missing;
    case 'NotReadableError':
    case 'AbortError':
      return cameraMessages.busy;
    default:
      return `The camera could not start (${error instanceof Error ? error.message : String(error)}). Type or scan codes with a hardware scanner.`;
  }
};
