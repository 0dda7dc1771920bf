import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { Decoded } from './decoded';
import { createDecoder, type FrameDecoder } from './decoder';

/** At most about 12 frames a second: enough to catch a label passing by, and the phone stays cool. */
const frameIntervalMs = 80;
/** Wider frames are scaled down before decoding: a 1080p frame costs twice a 720p one and reads no better at arm's length. */
const maxFrameWidth = 1280;

/** The current video frame as pixels, on a canvas the loop keeps. */
const grabFrame = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => {
  const scale = Math.min(1, maxFrameWidth / video.videoWidth);
  const [width, height] = [Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale)];
  if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
};

/**
 * While running, hands the preview's frames to the decoder one at a time: the next frame is
 * grabbed only after the previous answer, so decoding never queues up behind the preview.
 */
export const useFrameDecoding = (video: RefObject<HTMLVideoElement | null>, running: boolean, onDecoded: (decoded: Decoded) => void) => {
  const [failed, setFailed] = useState(false);
  const decoded = useEffectEvent(onDecoded);
  const decoderRef = useRef<Promise<FrameDecoder> | null>(null);

  // One decoder (a worker with its wasm) for as long as the scanner is open, across stops and starts.
  useEffect(() => {
    const decoder = createDecoder();
    decoderRef.current = decoder;
    decoder.catch(() => setFailed(true));
    return () => {
      decoderRef.current = null;
      void decoder.then((instance) => instance.dispose(), () => {});
    };
  }, []);

  useEffect(() => {
    const decoder = decoderRef.current;
    if (!running || !decoder) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const started = performance.now();
      const element = video.current;
      try {
        if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const frame = grabFrame(element, canvas);
          const found = frame ? await (await decoder).decode(frame) : null;
          if (live && found) decoded(found);
        }
      } catch {
        if (live) setFailed(true);
        return;
      }
      if (live) timer = setTimeout(() => void tick(), Math.max(0, frameIntervalMs - (performance.now() - started)));
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [running, video]);

  return { failed };
};
