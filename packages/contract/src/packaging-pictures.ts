import { z } from 'zod';
import { IdParam } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Spec 1: a packaging record has four pictures; each is one of these slots. */
export const PICTURE_SLOTS = [1, 2, 3, 4] as const;
export const PICTURES_PER_PACKAGING = PICTURE_SLOTS.length;

/** Spec 1 §9: image limit 5M (5 MB, as the upload limit). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The formats a picture may have, told by its first bytes (browsers show all four). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PictureType = z.enum(PICTURE_TYPES);
export type PictureType = z.infer<typeof PictureType>;

/** A slot in a path: "1" to "4". */
export const PictureSlotParam = z
  .enum(['1', '2', '3', '4'])
  .transform(Number)
  .describe('picture slot, 1 to 4');

export const PictureParams = z.object({
  packagingId: IdParam.describe('packaging record id'),
  slot: PictureSlotParam,
});

/** A stored picture as the list row and the pictures drawer show it (the bytes come from the GET). */
export const PackagingPicture = z.object({
  slot: z.number().int().min(1).max(4).describe('picture slot, 1 to 4'),
  contentType: PictureType.describe('image format, from the bytes'),
  size: z.number().int().describe('bytes'),
  version: z.string().describe('changes whenever the slot gets a new picture (cache key of its address)'),
  uploadedBy: z.string().describe('account that uploaded it'),
  uploadedAt: z.string().describe('yyyy-MM-dd HH:mm'),
});
export type PackagingPicture = z.infer<typeof PackagingPicture>;

/** Part of the master-data module's endpoints (spread into masterDataEndpoints). */
export const packagingPictureDefinitions = {
  packagingPicture: endpoint({
    method: 'GET',
    path: '/order/packaging/{packagingId}/picture/{slot}',
    summary: 'A picture of a packaging record (its own image type, revalidated by ETag)',
    access: 'packaging',
    scope: 'own',
    kind: 'file',
    ours: true,
    // the name served carries the packaging number, the slot and the image's own extension
    fileName: 'PackagingPicture',
    params: PictureParams,
    query: z.object({
      v: z.string().max(40).optional().describe('the version shown in the row (cache key)'),
    }),
  }),
  packagingPictureUpload: endpoint({
    method: 'POST',
    path: '/order/packaging/{packagingId}/picture/{slot}',
    summary: 'Upload a picture into a slot (replacing the one there): JPEG, PNG, WebP or GIF, at most 5 MB',
    access: 'uploadPackaging',
    scope: 'buyerOnly',
    kind: 'upload',
    ours: true,
    params: PictureParams,
    response: z.array(PackagingPicture).describe("the record's pictures after the upload"),
  }),
  packagingPictureDelete: endpoint({
    method: 'DELETE',
    path: '/order/packaging/{packagingId}/picture/{slot}',
    summary: 'Delete a picture; the last picture of a record cannot be deleted (replace it instead)',
    access: 'uploadPackaging',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    params: PictureParams,
    response: z.array(PackagingPicture).describe("the record's pictures after the delete"),
  }),
} as const;
