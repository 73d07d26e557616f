import type { EndpointDef } from '@portal/contract/endpoint';
import { useState } from 'react';
import { uploadEndpoint } from '../../../platform/http/upload-endpoint.ts';
import { type UploadFailure, uploadFailureOf } from './upload-failure.ts';
import { type UploadFileError, validateUploadFile } from './validate-upload-file.ts';

/** A broken spec rule (message key `upload.errors.<key>`) or what the server refused. */
export type UploadProblem = { check: UploadFileError } | { failure: UploadFailure };

type FileUploadInput = {
  endpoint: EndpointDef;
  fields?: Record<string, string>;
  /** the server's reply data, e.g. an upload summary */
  onDone: (data: unknown) => void;
};

/** State of the upload dialog: the chosen file, the problem to show, and the send in flight. */
export function useFileUpload({ endpoint, fields, onDone }: FileUploadInput) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (chosen: File) => {
    const check = validateUploadFile(chosen);
    setProblem(check ? { check } : null);
    setFile(check ? null : chosen);
  };
  const clear = () => {
    setFile(null);
    setProblem(null);
  };
  const send = async () => {
    const check = validateUploadFile(file);
    if (check || !file) return setProblem({ check: check ?? 'noFile' });
    setUploading(true);
    setProblem(null);
    try {
      // errors are shown in the dialog (with the refused rows), not as a passing notice
      const data: unknown = await uploadEndpoint(endpoint, file, fields, { silent: true });
      clear();
      onDone(data);
    } catch (error) {
      setProblem({ failure: uploadFailureOf(error) });
    } finally {
      setUploading(false);
    }
  };
  return { file, problem, uploading, choose, clear, send };
}
