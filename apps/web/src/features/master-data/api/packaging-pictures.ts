import { masterDataEndpoints } from '@portal/contract/master-data';
import type { PackagingPicture } from '@portal/contract/packaging-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { sendRequest } from '../../../platform/http/send-request.ts';
import { uploadEndpoint } from '../../../platform/http/upload-endpoint.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { PACKAGING_PAGE_KEY } from './get-packaging-page.ts';

const { packagingPicture, packagingPictureUpload, packagingPictureDelete } = masterDataEndpoints;

/**
 * A picture as an address the page can show: fetched with the session's token (an <img> cannot send it),
 * released when the slot shows another picture or closes. Undefined while loading or when it failed.
 */
export function usePictureUrl(
  packagingId: number,
  picture: PackagingPicture | undefined,
): string | undefined {
  const [url, setUrl] = useState<string>();
  const slot = picture?.slot;
  const version = picture?.version;
  useEffect(() => {
    if (slot === undefined || version === undefined) return;
    let address: string | undefined;
    let gone = false;
    const input = { params: { packagingId, slot }, query: { v: version } };
    sendRequest(packagingPicture, input, { silent: true })
      .then((response) => response.blob())
      .then((blob) => {
        if (gone) return;
        address = URL.createObjectURL(blob);
        setUrl(address);
      })
      .catch(() => setUrl(undefined));
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
      setUrl(undefined);
    };
  }, [packagingId, slot, version]);
  return url;
}

type SlotInput = { packagingId: number; slot: number };

/** Upload into a slot and delete from one; both answer the record's pictures and refresh the list. */
export function usePictureChanges(onPictures: (pictures: PackagingPicture[]) => void) {
  const queryClient = useQueryClient();
  const settled = (pictures: PackagingPicture[]) => {
    onPictures(pictures);
    void queryClient.invalidateQueries({ queryKey: PACKAGING_PAGE_KEY });
  };
  const upload = useMutation({
    mutationFn: ({ packagingId, slot, file }: SlotInput & { file: File }) =>
      uploadEndpoint(packagingPictureUpload, file, {}, { params: { packagingId, slot } }),
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: ({ packagingId, slot }: SlotInput) =>
      callEndpointWithMessage(packagingPictureDelete, { params: { packagingId, slot } }),
    onSuccess: ({ data, msg }) => {
      if (msg) notifier.success(msg);
      settled(data);
    },
  });
  return { upload, remove };
}
