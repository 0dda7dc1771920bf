/** RGBA pixels, as a canvas gives them (ImageData) or a PNG decoder in Node does. */
export type Frame = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

/** The luma weights zxing-wasm itself uses, so a sharpened frame reads the same as the original would. */
const greyOf = (frame: Frame) => {
  const { data } = frame;
  const grey = new Uint8Array(frame.width * frame.height);
  for (let i = 0, at = 0; i < grey.length; i++, at += 4) grey[i] = (306 * data[at]! + 601 * data[at + 1]! + 117 * data[at + 2]! + 512) >> 10;
  return grey;
};

/** Sums over a (2r+1)-wide window along each row, edges repeated; a running sum keeps it O(pixels) for any radius. */
const sumAlongRows = (grey: Uint8Array, width: number, radius: number) => {
  const sums = new Uint32Array(grey.length);
  const last = width - 1;
  for (let row = 0; row < grey.length; row += width) {
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += grey[row + (x < 0 ? 0 : x > last ? last : x)]!;
    for (let x = 0; x < width; x++) {
      sums[row + x] = sum;
      const enter = x + radius + 1;
      const leave = x - radius;
      sum += grey[row + (enter > last ? last : enter)]! - grey[row + (leave < 0 ? 0 : leave)]!;
    }
  }
  return sums;
};

/** The same down the columns, a whole row at a time so memory is read in order. */
const sumDownColumns = (rowSums: Uint32Array, width: number, height: number, radius: number) => {
  const sums = new Uint32Array(rowSums.length);
  const column = new Uint32Array(width);
  const rowStart = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y) * width;
  for (let y = -radius; y <= radius; y++) for (let x = 0, from = rowStart(y); x < width; x++) column[x] = column[x]! + rowSums[from + x]!;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const enter = rowStart(y + radius + 1);
    const leave = rowStart(y - radius);
    for (let x = 0; x < width; x++) {
      sums[row + x] = column[x]!;
      column[x] = column[x]! + rowSums[enter + x]! - rowSums[leave + x]!;
    }
  }
  return sums;
};

/**
 * An unsharp mask on the frame's grey levels: each pixel moves away from the mean of its
 * (2r+1)² neighbourhood by `amount` times the difference. It steepens the edges a blurred phone
 * photo has softened, which is what the bar and module detectors look for.
 */
export const sharpenFrame = (frame: Frame, radius: number, amount: number): Frame => {
  const { width, height } = frame;
  const grey = greyOf(frame);
  const sums = sumDownColumns(sumAlongRows(grey, width, radius), width, height, radius);
  const area = (2 * radius + 1) ** 2;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, at = 0; i < grey.length; i++, at += 4) {
    const value = grey[i]! + amount * (grey[i]! - sums[i]! / area);
    data[at] = data[at + 1] = data[at + 2] = value;
    data[at + 3] = 255;
  }
  return { data, width, height };
};
