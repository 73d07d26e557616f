import type { EndpointDef } from '@portal/contract/endpoint';
import { useState } from 'react';
import { uploadEndpoint } from '../../../platform/http/upload-endpoint.ts';
import type { UploadProgress } from '../../../platform/http/upload-endpoint-request.ts';
import { type UploadFailure, uploadFailureOf } from './upload-failure.ts';
import { type UploadFileError, validateUploadFile } from './validate-upload-file.ts';

/** A broken spec rule (message key `upload.errors.<key>`) or what the server refused. */
export type UploadProblem = { check: UploadFileError } | { failure: UploadFailure };

/** Where a send in flight is: bytes still going out, or all gone and the server checking the rows. */
export type UploadTransfer = ({ stage: 'sending' } & UploadProgress) | { stage: 'processing' };

type FileUploadInput = {
  endpoint: EndpointDef;
  fields?: Record<string, string>;
  /** the server's reply data, e.g. an upload summary */
  onDone: (data: unknown) => void;
};

function transferOf({ sent, total }: UploadProgress): UploadTransfer {
  return sent >= total ? { stage: 'processing' } : { stage: 'sending', sent, total };
}

/** State of the upload dialog: the chosen file, the problem to show, and the send in flight. */
export function useFileUpload({ endpoint, fields, onDone }: FileUploadInput) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [transfer, setTransfer] = useState<UploadTransfer | null>(null);

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
    setTransfer({ stage: 'sending', sent: 0, total: file.size });
    setProblem(null);
    try {
      // errors are shown in the dialog (with the refused rows), not as a passing notice
      const data: unknown = await uploadEndpoint(endpoint, file, fields, {
        silent: true,
        onProgress: (progress) => setTransfer(transferOf(progress)),
      });
      clear();
      onDone(data);
    } catch (error) {
      setProblem({ failure: uploadFailureOf(error) });
    } finally {
      setTransfer(null);
    }
  };
  return { file, problem, transfer, uploading: transfer !== null, choose, clear, send };
}
