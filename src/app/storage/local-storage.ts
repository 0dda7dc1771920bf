import * as z from 'zod/mini';
import { zAuthUser } from '../../domain/auth';

/*
 * Every localStorage key of the app and what it holds. The names never change: installed apps
 * hold these keys. A value is stored as text; its codec turns the text into the value and back,
 * and a value that does not decode reads as absent, as the outbox's meta rows do.
 */

/** Text holding JSON that fits `schema`. */
const json = <T extends z.core.$ZodType>(schema: T) =>
  z.codec(z.string(), schema, {
    decode: (text, payload) => {
      try {
        return JSON.parse(text);
      } catch {
        payload.issues.push({ code: 'custom', message: 'Not JSON', input: text });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });

/** A number written in decimal, as Number() reads it. */
const numberText = (schema: z.ZodMiniType<number, number>) => z.codec(z.string(), schema, { decode: (text) => Number(text), encode: String });

const stored = {
  /** The signed-in user's token and user: the spec keeps them here, so a reload stays signed in. */
  token: { key: 'freight.token', codec: z.string().check(z.minLength(1)) },
  user: { key: 'freight.user', codec: json(zAuthUser) },
  /** A shorter idle timeout than the 15 minutes; only the browser tests set it. */
  idleTimeoutMs: { key: 'freight.idleTimeoutMs', codec: numberText(z.number().check(z.positive())) },
  /** "Not now" on the offer to install the app, on this device. */
  installDismissed: { key: 'freight.installDismissed', codec: z.codec(z.literal('1'), z.literal(true), { decode: () => true as const, encode: () => '1' as const }) },
  /** The checkpoint chosen last on the scan screen: a checkpoint scanner stays at one all shift. */
  scanCheckpoint: { key: 'freight.scan.checkpoint', codec: numberText(z.int().check(z.positive())) },
  /**
   * The package-stats dialog has opened: kept in sessionStorage and cleared at each sign-in, so the
   * dialog opens once per sign-in and tab, not on every reload.
   */
  packageStatsSeen: { key: 'freight.packageStatsSeen', codec: z.codec(z.literal('1'), z.literal(true), { decode: () => true as const, encode: () => '1' as const }) },
  /** Scan sounds on or off, for every screen that scans on this device. */
  scanSoundOn: { key: 'freight.scanSound', codec: z.codec(z.enum(['on', 'off']), z.boolean(), { decode: (text) => text === 'on', encode: (on) => (on ? 'on' : 'off') }) },
} satisfies Record<string, { key: `freight.${string}`; codec: z.ZodMiniType<unknown, string> }>;

export type StoredName = keyof typeof stored;
export type StoredValue<N extends StoredName> = z.output<(typeof stored)[N]['codec']>;

/** The value kept under `name`, or null when there is none or it no longer reads. */
export const readStored = <N extends StoredName>(name: N, storage: Storage = localStorage): StoredValue<N> | null => {
  const text = storage.getItem(stored[name].key);
  if (text === null) return null;
  const read = z.safeDecode<z.ZodMiniType<unknown, string>>(stored[name].codec, text);
  return read.success ? (read.data as StoredValue<N>) : null;
};

export const writeStored = <N extends StoredName>(name: N, value: StoredValue<N>, storage: Storage = localStorage) => {
  storage.setItem(stored[name].key, z.encode<z.ZodMiniType<unknown, string>>(stored[name].codec, value));
};

export const removeStored = (name: StoredName, storage: Storage = localStorage) => {
  storage.removeItem(stored[name].key);
};

/** Calls `listener` when another tab changes one of these values; a tab hears no storage event of its own. */
export const onStoredChangeElsewhere = (names: readonly StoredName[], listener: () => void) => {
  const keys = new Set<string>(names.map((name) => stored[name].key));
  const changed = (event: StorageEvent) => {
    if (event.key !== null && keys.has(event.key)) listener();
  };
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};
