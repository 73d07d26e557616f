-- A packaging record's pictures are part of the record: uploading, replacing or deleting one is an entry of
-- the packaging's history (subject: the picture's slot). The picture's bytes are not recorded, only its
-- format, size and upload time; who did it is the entry's actor.
SELECT audit_table('packaging_pictures', 'packaging', 'r.packaging_id', 'p.packaging_no', 'picture', 'r.slot',
  'p.buyer_company_id', '', $m$r.packaging_id::text || ':' || r.slot$m$, '{packaging_id,slot,bytes,uploaded_by}', '',
  'SELECT k.packaging_no, k.buyer_company_id FROM packagings k WHERE k.id = r.packaging_id');
