import type { MultipartFile } from '@fastify/multipart';
import { PICTURE_MAX_BYTES, type PictureType } from '@portal/contract/packaging-pictures';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/app-error.ts';
import { UPLOAD_FIELD_LIMITS, UPLOAD_NAME_MAX } from '../xlsx/upload.ts';
import { uploadMessages } from '../xlsx/upload-messages.ts';
import { imageMessages } from './image-messages.ts';
import { imageTypeOf } from './image-type.ts';

export interface ReceivedImage {
  contentType: PictureType;
  bytes: Buffer;
}

/**
 * The bytes of the file part, read while they stream in: multipart stops the part at 5 MB and `toBuffer`
 * then throws, so a bigger file is refused having held at most 5 MB, never the whole of it.
 */
async function partBytes(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch {
    throw invalid(imageMessages.tooLarge);
  }
}

/**
 * An uploaded picture: the multipart's one file, refused with the catalogue's messages when missing, named
 * over 50 characters, 0 KB, over 5 MB, or not a JPEG, PNG, WebP or GIF by its first bytes (its name and the
 * browser's content type are not trusted).
 */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw invalid(uploadMessages.noFile);
  const file = await request
    .file({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, ...UPLOAD_FIELD_LIMITS } })
    .catch(() => undefined);
  if (!file?.filename) throw invalid(uploadMessages.noFile);
  if (file.filename.length > UPLOAD_NAME_MAX) throw invalid(uploadMessages.nameTooLong);
  const bytes = await partBytes(file);
  if (bytes.length === 0) throw invalid(uploadMessages.empty);
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw invalid(imageMessages.formatIncorrect);
  return { contentType, bytes };
}
