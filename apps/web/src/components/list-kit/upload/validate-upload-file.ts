/** Spec limits of an upload: xlsx (xls accepted), not empty, at most 5 MB, name at most 50 characters. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_NAME_LENGTH = 50;
export const UPLOAD_EXTENSIONS = ['xlsx', 'xls'] as const;

/** Keys of the spec's upload messages in the `listKit` catalogue (`upload.errors.<key>`). */
export type UploadFileError = 'noFile' | 'formatIncorrect' | 'emptyFile' | 'tooLarge' | 'nameTooLong';

type FileLike = Pick<File, 'name' | 'size'>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Checks a chosen file before it is sent; answers the first broken rule, or null when the file may go. */
export function validateUploadFile(file: FileLike | null | undefined): UploadFileError | null {
  if (!file) return 'noFile';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'formatIncorrect';
  if (file.size === 0) return 'emptyFile';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (file.name.length > UPLOAD_MAX_NAME_LENGTH) return 'nameTooLong';
  return null;
}
