/**
 * The archive opened, but its parts are not a workbook this reader understands: a part missing, a sheet
 * reference that points nowhere, a DOCTYPE, a row or cell address that is no address. The upload is
 * refused as "format incorrect", as for XML that does not parse.
 */
export class UnreadableWorkbook extends Error {
  override readonly name = 'UnreadableWorkbook';
}
