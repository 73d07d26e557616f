import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { receiveImage } from '../../../platform/images/receive-image.ts';
import { templateXlsx } from '../../../platform/xlsx/sheet-fields.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { PACKAGING_SHEET, PACKAGING_SHEET_NAME } from './packaging-sheet.ts';
import { deletePicture, readPicture, savePicture } from './pictures.ts';
import { packagingExport, packagingPage } from './service.ts';
import { uploadPackagings } from './upload.ts';

/** The file name a picture is shown under: the packaging number, the slot and the format's extension. */
const pictureName = (packagingNo: string, slot: number, contentType: string) =>
  `${packagingNo}-${slot}.${contentType.slice('image/'.length).replace('jpeg', 'jpg')}`;

/** The pictures of a packaging record (ours): read by whoever may read the record, changed by its buyer. */
function pictureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  fileRoute(app, deps, endpoints.packagingPicture, async ({ params, scope }) => {
    const picture = await readPicture(db, scope, params.packagingId, params.slot);
    return {
      fileName: pictureName(picture.packagingNo, picture.slot, picture.contentType),
      contentType: picture.contentType,
      body: picture.bytes,
      inline: { etag: `"${picture.packagingId}-${picture.slot}-${picture.uploadedAt.getTime()}"` },
    };
  });
  jsonRoute(app, deps, endpoints.packagingPictureUpload, async ({ request, params, user, scope, say }) => {
    const image = await receiveImage(request);
    const pictures = await savePicture(db, config, { scope, user, ...params }, image);
    say(messages.pictureSaved, { slot: params.slot });
    return pictures;
  });
  jsonRoute(app, deps, endpoints.packagingPictureDelete, async ({ params, user, scope, say }) => {
    const pictures = await deletePicture(db, config, { scope, user, ...params });
    say(messages.pictureDeleted, { slot: params.slot });
    return pictures;
  });
}

/** Packaging (/packaging, ours). */
export function packagingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.packagingQuery, ({ body, scope }) => packagingPage(db, config, scope, body));
  fileRoute(app, deps, endpoints.packagingDownload, async ({ query, scope, locale }) => {
    const file = await packagingExport(db, config, scope, query, locale);
    return file && xlsxFile(endpoints.packagingDownload.fileName, file);
  });
  fileRoute(app, deps, endpoints.packagingUploadTemplate, async ({ locale }) =>
    xlsxFile(
      endpoints.packagingUploadTemplate.fileName,
      templateXlsx(PACKAGING_SHEET_NAME, PACKAGING_SHEET, locale),
    ),
  );
  jsonRoute(app, deps, endpoints.packagingUpload, ({ request, user, scope, locale }) =>
    uploadPackagings(db, request, user, maintainedBuyerIds(scope), locale),
  );
  pictureRoutes(app, deps);
}
