/** A code read from a frame; format is zxing's name (Code128, QRCode, EAN13, UPCA, …). */
export type Decoded = { text: string; format: string };
