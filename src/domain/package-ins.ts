import { z } from 'zod';
import { normalizeScannedCode } from './barcode';
import { zPageQuery, zTimestamp } from './common';
import { controlCharacterMessage, hasNoControlCharacters, optionalText } from './fields';

export const heldPackagesMax = 200;
export const heldTrackingMaxLength = 64;
export const packageInNotesMaxLength = 500;
/** GET /package-ins?all=1 pages every entry, newest first; the open entries come unpaged. */
export const packageInsPageSize = 50;

export const zHeldPackage = z.object({ id: z.number().int(), tracking_number: z.string(), checked: z.boolean() }).meta({ id: 'HeldPackage' });
export type HeldPackage = z.infer<typeof zHeldPackage>;

/** A Packages In entry (portal spec §3, Package-in entry). */
export const zPackageIn = z
  .object({
    id: z.number().int(),
    packages_count: z.number().int(),
    created_at: zTimestamp,
    user: z.object({ first_name: z.string(), last_name: z.string() }),
    notes: z.string().nullable(),
    packages: z.array(zHeldPackage),
  })
  .meta({ id: 'PackageIn' });
export type PackageIn = z.infer<typeof zPackageIn>;

/** A carrier tracking number as printed, read or typed, compared as every scanned code is (normalizeScannedCode). */
export const zHeldTrackingNumber = z
  .string({ error: 'Tracking number is required' })
  .transform(normalizeScannedCode)
  .pipe(
    z
      .string()
      .min(1, { error: 'Tracking number is required' })
      .max(heldTrackingMaxLength, { error: `At most ${heldTrackingMaxLength} characters` })
      .refine(hasNoControlCharacters, { error: controlCharacterMessage }),
  );

export const packageInMessages = {
  repeated: 'This tracking number is already in the list',
} as const;

/** POST /package-ins: the held tracking numbers, each once, and optional notes. */
export const zPackageInBody = z
  .object({
    packages: z
      .array(z.object({ tracking_number: zHeldTrackingNumber }), { error: 'Packages are required' })
      .min(1, { error: 'Add at least one package' })
      .max(heldPackagesMax, { error: `At most ${heldPackagesMax} packages at once` }),
    notes: optionalText(packageInNotesMaxLength).transform((value) => (value === '' ? null : value)),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.packages.forEach((p, i) => {
      if (seen.has(p.tracking_number)) ctx.addIssue({ code: 'custom', path: ['packages', i, 'tracking_number'], message: packageInMessages.repeated });
      seen.add(p.tracking_number);
    });
  })
  .meta({ id: 'PackageInBody' });
export type PackageInBody = z.infer<typeof zPackageInBody>;

const queryFlag = z.union([z.enum(['true', '1', 'false', '0', '']).transform((v) => v === 'true' || v === '1'), z.boolean()]).default(false);

export const zPackageInsQuery = zPageQuery.extend({ all: queryFlag });
export type PackageInsQuery = z.infer<typeof zPackageInsQuery>;

export const zPackageInsList = z
  .object({
    data: z.array(zPackageIn),
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }).optional(),
  })
  .meta({ id: 'PackageInsList' });
export type PackageInsList = z.infer<typeof zPackageInsList>;

/** POST /held-packages/{id}/checked answers the package, always checked. */
export const zHeldPackageChecked = zHeldPackage.extend({ checked: z.literal(true) }).meta({ id: 'HeldPackageChecked' });
export type HeldPackageChecked = z.infer<typeof zHeldPackageChecked>;
