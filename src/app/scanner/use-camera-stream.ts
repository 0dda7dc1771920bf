import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { BrowserCodeReader } from '@zxing/browser';
import { cameraErrorMessage, cameraMessages } from './camera-errors';

export type CameraState = 'starting' | 'running' | 'stopped' | 'failed';

/** 720p is enough for a label at arm's length and keeps each frame's decode cheap. */
const videoConstraints = (deviceId: string | null): MediaTrackConstraints => ({
  ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } }),
  width: { ideal: 1280 },
  height: { ideal: 720 },
});

/** Where the browser describes it: TypeScript's MediaTrackCapabilities has no torch yet. */
const hasTorch = (track: MediaStreamTrack) => typeof track.getCapabilities === 'function' && 'torch' in track.getCapabilities();

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera behind the preview: which cameras there are, the stream of the chosen one, start
 * and stop, and the torch. The stream stops on stop(), on a camera change and on unmount.
 */
export const useCameraStream = (video: RefObject<HTMLVideoElement | null>) => {
  const [state, setState] = useState<CameraState>('starting');
  const [error, setError] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const stream = useRef<MediaStream | null>(null);
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    stopTracks(stream.current);
    stream.current = null;
    if (video.current) BrowserCodeReader.cleanVideoSource(video.current);
    setTorch({ available: false, on: false });
    setState((current) => (current === 'failed' ? current : 'stopped'));
  }, [video]);

  const start = useCallback(
    async (chosen: string | null) => {
      stop();
      const mine = attempt.current;
      setState('starting');
      setError(null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(cameraMessages.insecure);
        return setState('failed');
      }
      try {
        const opened = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(chosen), audio: false });
        // Stopped, or another camera chosen, while the browser was asking.
        if (mine !== attempt.current) return stopTracks(opened);
        stream.current = opened;
        const [track] = opened.getVideoTracks();
        setTorch({ available: track ? hasTorch(track) : false, on: false });
        if (video.current) {
          BrowserCodeReader.addVideoSource(video.current, opened);
          await video.current.play().catch(() => {});
        }
        setState('running');
        // Labels of the cameras are only readable once access has been granted.
        setCameras(await BrowserCodeReader.listVideoInputDevices().catch((): MediaDeviceInfo[] => []));
        if (!chosen && track) setDeviceId(track.getSettings().deviceId ?? null);
      } catch (failure) {
        if (mine !== attempt.current) return;
        setError(cameraErrorMessage(failure));
        setState('failed');
      }
    },
    [stop, video],
  );

  const chooseCamera = (id: string) => {
    setDeviceId(id);
    void start(id);
  };

  const toggleTorch = async () => {
    const track = stream.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    await BrowserCodeReader.mediaStreamSetTorch(track, on).then(
      () => setTorch({ available: true, on }),
      () => setTorch({ available: false, on: false }),
    );
  };

  useEffect(() => {
    // Opened by the screen's camera button, so the tap that asked for it also starts it.
    void start(null);
    return () => {
      attempt.current += 1;
      stopTracks(stream.current);
      stream.current = null;
    };
  }, [start]);

  return { state, error, cameras, deviceId, torch, start: () => void start(deviceId), stop, chooseCamera, toggleTorch };
};
