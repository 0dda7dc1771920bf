import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWedgeScanner } from '../../../src/app/scanner/use-wedge-scanner';
import { WedgeInput } from '../../../src/app/scanner/wedge-input';
import { keyEvent, pressKey, sendKey, typeAsIme, typeKeys } from '../../helpers/app/scanner/keyboard';

const scannerGap = 10;
const personGap = 150;

/** A screen with the scanner on, a controlled text area whose own Enter handler we watch, and a button. */
const Screen = ({ onScan, onFieldEnter = () => {}, enabled = true }: { onScan: (code: string) => void; onFieldEnter?: () => void; enabled?: boolean }) => {
  const [text, setText] = useState('BF0000000018\n');
  useWedgeScanner(onScan, { enabled });
  return (
    <>
      <textarea aria-label="Codes" value={text} onChange={(event) => setText(event.currentTarget.value)} onKeyDown={(event) => event.key === 'Enter' && onFieldEnter()} />
      <button type="button">Other</button>
    </>
  );
};

const codes = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Codes' });
const focusEnd = (field: HTMLTextAreaElement) => {
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** A text area whose first change takes `renderMs` to render, as a busy phone's first keystroke can. */
const SlowFirstRender = ({ onScan, renderMs }: { onScan: (code: string) => void; renderMs: number }) => {
  const [text, setText] = useState('');
  useWedgeScanner(onScan);
  const change = (value: string) => {
    if (text === '') vi.advanceTimersByTime(renderMs);
    setText(value);
  };
  return <textarea aria-label="Codes" value={text} onChange={(event) => change(event.currentTarget.value)} />;
};

describe('useWedgeScanner', () => {
  it("keeps a scan whole when the first key's render is slow: the gaps are the keys' own times", () => {
    const onScan = vi.fn();
    render(<SlowFirstRender onScan={onScan} renderMs={250} />);
    codes().focus();
    // The scanner stamps its keys 10 ms apart as it sends them; the page gets them after its slow render.
    const keys = [...'BF0000002592', 'Enter'].map((key, index) => {
      if (index > 0) vi.advanceTimersByTime(scannerGap);
      return keyEvent(key);
    });
    act(() => {
      for (const key of keys) sendKey(key);
    });
    expect(onScan.mock.calls).toEqual([['BF0000002592']]);
    expect(codes().value).toBe('');
  });

  it('turns a fast burst ending in Enter into one scan, with nothing focused', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    act(() => {
      typeKeys('BF0000000026', scannerGap);
      vi.advanceTimersByTime(scannerGap);
      pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['BF0000000026']]);
  });

  it('ignores slow typing, even when it ends in Enter', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    act(() => {
      typeKeys('BF0000000026', personGap);
      vi.advanceTimersByTime(personGap);
      pressKey('Enter');
    });
    expect(onScan).not.toHaveBeenCalled();
  });

  it('takes Tab as a terminator and keeps the focus where it was', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    screen.getByRole('button', { name: 'Other' }).focus();
    let tab: KeyboardEvent | undefined;
    act(() => {
      typeKeys('TBA123456789012', scannerGap);
      tab = pressKey('Tab');
    });
    expect(onScan.mock.calls).toEqual([['TBA123456789012']]);
    expect(tab?.defaultPrevented).toBe(true);
  });

  it('swallows the LF of a CR+LF scanner and ignores its empty buffer', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    let lineFeed: KeyboardEvent | undefined;
    act(() => {
      typeKeys('1Z5R89390357567127', scannerGap);
      pressKey('Enter');
      vi.advanceTimersByTime(5);
      lineFeed = pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['1Z5R89390357567127']]);
    expect(lineFeed?.defaultPrevented).toBe(true);
  });

  it('needs at least 3 characters', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    act(() => {
      typeKeys('AB', scannerGap);
      pressKey('Enter');
    });
    expect(onScan).not.toHaveBeenCalled();
  });

  it('scans a burst typed into a text field and leaves none of it there', () => {
    const onScan = vi.fn();
    const onFieldEnter = vi.fn();
    render(<Screen onScan={onScan} onFieldEnter={onFieldEnter} />);
    focusEnd(codes());
    act(() => {
      typeKeys('BF0000000034', scannerGap);
      pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['BF0000000034']]);
    // Not the burst, not its newline; and the field's own Enter handler never ran.
    expect(codes().value).toBe('BF0000000018\n');
    expect(onFieldEnter).not.toHaveBeenCalled();
  });

  it('leaves a person typing into the field alone: the text stays and Enter reaches the field', () => {
    const onScan = vi.fn();
    const onFieldEnter = vi.fn();
    render(<Screen onScan={onScan} onFieldEnter={onFieldEnter} />);
    focusEnd(codes());
    act(() => {
      typeKeys('BF0000000042', personGap);
      pressKey('Enter');
    });
    expect(onScan).not.toHaveBeenCalled();
    expect(codes().value).toBe('BF0000000018\nBF0000000042\n');
    expect(onFieldEnter).toHaveBeenCalledOnce();
  });

  it('gives a held-back burst to the field when no terminator follows', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    focusEnd(codes());
    act(() => {
      typeKeys('ABCDEF', scannerGap);
      vi.advanceTimersByTime(200);
    });
    expect(onScan).not.toHaveBeenCalled();
    expect(codes().value).toBe('BF0000000018\nABCDEF');
  });

  it('lets a quick typist’s keys through in order once the pace is a person’s', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    focusEnd(codes());
    act(() => {
      // Two keys in quick succession (held back at first), then typing speed.
      pressKey('B');
      vi.advanceTimersByTime(20);
      pressKey('F');
      vi.advanceTimersByTime(90);
      pressKey('0');
      vi.advanceTimersByTime(90);
      pressKey('1');
      vi.advanceTimersByTime(90);
      pressKey('Enter');
    });
    expect(onScan).not.toHaveBeenCalled();
    expect(codes().value).toBe('BF0000000018\nBF01\n');
  });

  it('reads keyCode 229 scanners from input events and clears what they typed', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    focusEnd(codes());
    act(() => {
      typeAsIme('BF0000000059', scannerGap);
      pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['BF0000000059']]);
    expect(codes().value).toBe('BF0000000018\n');
  });

  it('collects 229 bursts in the hidden Android input and empties it after each scan', () => {
    const onScan = vi.fn();
    render(
      <>
        <Screen onScan={onScan} />
        <WedgeInput />
      </>,
    );
    const sink = screen.getByLabelText<HTMLInputElement>('Hardware scanner input');
    expect(document.activeElement).toBe(sink);
    expect(sink.inputMode).toBe('none');
    act(() => {
      typeAsIme('BF0000000067', scannerGap);
      pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['BF0000000067']]);
    expect(sink.value).toBe('');
  });

  it('lets Ctrl combinations through, keeps the burst going, and keeps Ctrl+] as the GS1 separator', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} />);
    let copy: KeyboardEvent | undefined;
    act(() => {
      typeKeys('0109', scannerGap);
      vi.advanceTimersByTime(scannerGap);
      pressKey(']', { ctrlKey: true });
      vi.advanceTimersByTime(scannerGap);
      copy = pressKey('c', { ctrlKey: true });
      typeKeys('10AB', scannerGap);
      pressKey('Enter');
    });
    expect(onScan.mock.calls).toEqual([['0109\u001d10AB']]);
    expect(copy?.defaultPrevented).toBe(false);
  });

  it('does nothing while disabled', () => {
    const onScan = vi.fn();
    render(<Screen onScan={onScan} enabled={false} />);
    act(() => {
      typeKeys('BF0000000026', scannerGap);
      pressKey('Enter');
    });
    expect(onScan).not.toHaveBeenCalled();
  });
});
