import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from '../../../src/app/scanner/camera-scanner';
import { createDecoder, type FrameDecoder } from '../../../src/app/scanner/decoder';
import { renderWithProviders } from '../../helpers/app/render';

vi.mock('../../../src/app/scanner/decoder', () => ({ createDecoder: vi.fn() }));

/** A camera stream with one video track, and whether it has a torch. */
const fakeStream = ({ torch }: { torch: boolean }) => {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    getSettings: () => ({ deviceId: 'back' }),
    applyConstraints: vi.fn(() => Promise.resolve()),
  };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } };
};

const withCamera = (getUserMedia: () => Promise<unknown>) =>
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: () => Promise.resolve([{ kind: 'videoinput', deviceId: 'back', label: 'Back camera', groupId: 'g' }]) },
    configurable: true,
  });

/** Frames as a real video would give them: a playing element and a canvas that hands out pixels. */
const withPlayingVideo = () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(64);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(36);
  const context = { drawImage: () => {}, getImageData: (_x: number, _y: number, width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4), width, height }) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
};

const decoderReading = (reads: ({ text: string; format: string } | null)[]): FrameDecoder => {
  let frame = 0;
  return { kind: 'zxing', decode: vi.fn(async () => reads[Math.min(frame++, reads.length - 1)] ?? null), dispose: vi.fn() };
};

beforeEach(() => withPlayingVideo());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraScanner', () => {
  it('explains a denied permission and points to typing or a hardware scanner', async () => {
    vi.mocked(createDecoder).mockResolvedValue(decoderReading([null]));
    withCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderWithProviders(<CameraScanner onDecode={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Camera access was denied. Allow it in the browser settings, or type or scan codes with a hardware scanner.',
    );
    expect(screen.getByRole('button', { name: 'Tap to try the camera again' })).toBeTruthy();
  });

  it('reports a code once while it stays in view, with its format', async () => {
    const code = { text: 'BF0000000018', format: 'Code128' };
    vi.mocked(createDecoder).mockResolvedValue(decoderReading([null, code, code, code, null]));
    withCamera(() => Promise.resolve(fakeStream({ torch: false }).stream));
    const onDecode = vi.fn();
    renderWithProviders(<CameraScanner onDecode={onDecode} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Read BF0000000018'), { timeout: 3000 });
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(onDecode.mock.calls).toEqual([['BF0000000018', 'Code128']]);
  });

  it('offers the torch only where the camera has one, and switches it', async () => {
    vi.mocked(createDecoder).mockResolvedValue(decoderReading([null]));
    const { track, stream } = fakeStream({ torch: true });
    withCamera(() => Promise.resolve(stream));
    renderWithProviders(<CameraScanner onDecode={() => {}} />);
    const torch = await screen.findByRole('button', { name: 'Torch' });
    fireEvent.click(torch);
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ fillLightMode: 'flash', torch: true }] });
  });

  it('has no torch button for a camera without one', async () => {
    vi.mocked(createDecoder).mockResolvedValue(decoderReading([null]));
    withCamera(() => Promise.resolve(fakeStream({ torch: false }).stream));
    renderWithProviders(<CameraScanner onDecode={() => {}} />);
    await screen.findByRole('button', { name: 'Stop camera' });
    expect(screen.queryByRole('button', { name: 'Torch' })).toBeNull();
  });

  it('stops the camera after two minutes without a read and offers a tap to resume', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.mocked(createDecoder).mockResolvedValue(decoderReading([null]));
      const { track, stream } = fakeStream({ torch: false });
      withCamera(() => Promise.resolve(stream));
      renderWithProviders(<CameraScanner onDecode={() => {}} />);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
      expect(track.stop).not.toHaveBeenCalled();
      screen.getByRole('button', { name: 'Stop camera' });
      await act(() => vi.advanceTimersByTimeAsync(61 * 1000));
      expect(track.stop).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Tap to start the camera' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the stream when stopped, starts again on a tap on the preview, and stops it on unmount', async () => {
    const decoder = decoderReading([null]);
    vi.mocked(createDecoder).mockResolvedValue(decoder);
    const first = fakeStream({ torch: false });
    const second = fakeStream({ torch: false });
    const streams = [first.stream, second.stream];
    withCamera(() => Promise.resolve(streams.shift()));
    const view = renderWithProviders(<CameraScanner onDecode={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop camera' }));
    expect(first.track.stop).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tap to start the camera' }));
    await screen.findByRole('button', { name: 'Stop camera' });
    view.unmount();
    expect(second.track.stop).toHaveBeenCalled();
    await waitFor(() => expect(decoder.dispose).toHaveBeenCalled());
  });
});
