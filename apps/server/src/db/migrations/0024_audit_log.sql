CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"record_key" text DEFAULT '' NOT NULL,
	"subject_type" text,
	"subject_key" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb,
	"buyer_company_id" bigint,
	"supplier_company_id" bigint,
	"tx_id" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_changed_idx" ON "audit_entries" USING btree ("changed_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("record_type","record_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor","changed_at","id");--> statement-breakpoint
-- The audit log is append-only: no statement changes an entry, and only the transaction that wrote an
-- entry may take it back before it commits (the triggers below fold a link row deleted and inserted again
-- in one save into one update, or into nothing).
CREATE FUNCTION "audit_entries_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update" BEFORE UPDATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse_update"();--> statement-breakpoint
CREATE FUNCTION "audit_entries_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone WHERE tx_id <> txid_current()) THEN
    RAISE EXCEPTION 'audit entries are never removed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_delete" AFTER DELETE ON "audit_entries" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse_delete"();--> statement-breakpoint
-- the Audit Log's totals are remembered while the table is unchanged (platform/lists/count-memo.ts)
CREATE SEQUENCE "audit_entries_changes";--> statement-breakpoint
CREATE TRIGGER "audit_entries_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
-- Changes are stored as {"o": {column: old value}, "n": {column: new value}}: a created row's non-null
-- values under "n", a deleted row's under "o", an update's changed columns under both. jsonb keeps numbers
-- exactly (13.00); they become text when read (audit_readable), since a JSON reader would make them doubles.
CREATE FUNCTION "audit_value"(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN to_jsonb(v #>> '{}') ELSE v END
$$;--> statement-breakpoint
-- Stored changes as the portal reads them: [{f: column, o: old, n: new}] by column, numbers as text.
CREATE FUNCTION "audit_readable"(changes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('f', k, 'o', audit_value(changes->'o'->k),
                                               'n', audit_value(changes->'n'->k)) ORDER BY k), '[]'::jsonb)
    FROM (SELECT jsonb_object_keys(coalesce(changes->'o', '{}'::jsonb))
          UNION SELECT jsonb_object_keys(coalesce(changes->'n', '{}'::jsonb))) AS keys(k)
$$;--> statement-breakpoint
-- The columns whose values differ between two versions of a row (a missing column counts as null), as
-- stored changes; null when none does.
CREATE FUNCTION "audit_diff"(o jsonb, n jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN count(*) > 0 THEN jsonb_build_object('o', jsonb_object_agg(k, coalesce(o->k, 'null'::jsonb)),
                                                        'n', jsonb_object_agg(k, coalesce(n->k, 'null'::jsonb))) END
    FROM (SELECT jsonb_object_keys(o) UNION SELECT jsonb_object_keys(n)) AS keys(k)
   WHERE coalesce(o->k, 'null'::jsonb) IS DISTINCT FROM coalesce(n->k, 'null'::jsonb)
$$;--> statement-breakpoint
-- One function writes the audit entries of every audited table, once per statement and set-based over the
-- statement's transition tables (new_rows, old_rows). TG_ARGV: 0 record type, 1 record id, 2 record key,
-- 3 subject type ('' for the record itself), 4 subject key, 5 buyer company id, 6 supplier company id,
-- 7 what pairs an old row with its new one, 8 columns not recorded (text[]), 9 jsonb of readable values
-- added to the row (role name for role_id ...; '' none), 10 a select `p` the expressions may read (the
-- parent document; '' none). Expressions read the row as `r`; a row whose record id is null (a receipt of
-- no ASN) is no record's change and writes nothing. Who: the transaction's portal.actor, else
-- the row's updated_by, else system. portal.audit = off (uploads, bulk seeding) writes nothing.
CREATE FUNCTION "audit_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  record_type text := TG_ARGV[0];
  subject_type text := nullif(TG_ARGV[3], '');
  skipped text[] := ARRAY['created_at', 'created_by', 'updated_at', 'updated_by'] || TG_ARGV[8]::text[];
  extra text := coalesce(nullif(TG_ARGV[9], ''), '''{}''::jsonb');
  parent text := coalesce(nullif(TG_ARGV[10], ''), 'SELECT');
  actor text := nullif(current_setting('portal.actor', true), '');
  -- what an entry says of its record, read from the row `r` and its parent `p`
  head text := format('(%s)::bigint AS rid, coalesce((%s)::text, '''') AS rkey, (%s)::text AS skey,
    (%s)::bigint AS buyer, (%s)::bigint AS supplier',
    TG_ARGV[1], TG_ARGV[2], coalesce(nullif(TG_ARGV[4], ''), 'NULL'), coalesce(nullif(TG_ARGV[5], ''), 'NULL'),
    coalesce(nullif(TG_ARGV[6], ''), 'NULL'));
  -- the whole row as JSON (`x.jf`), with the readable values added
  as_json text := format('CROSS JOIN LATERAL (SELECT to_jsonb(r) || %s AS jf) x', extra);
  target text := 'INSERT INTO audit_entries (actor, record_type, record_id, record_key, subject_type, subject_key,
    action, changes, buyer_company_id, supplier_company_id) ';
  side text := CASE WHEN TG_OP = 'DELETE' THEN 'o' ELSE 'n' END;
BEGIN
  IF current_setting('portal.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    -- only the rows that changed (beyond the noise) are paired with their parent and written; the rows'
    -- JSON is materialized, else it would be computed again for every field compared
    EXECUTE format('WITH o AS MATERIALIZED (SELECT %1$s AS m, x.jf - $1 AS j FROM old_rows r %2$s),
      n AS MATERIALIZED (SELECT %1$s AS m, x.jf - $1 AS j, x.jf->>''updated_by'' AS author FROM new_rows r %2$s),
      d AS (SELECT n.m, n.author,
                   (SELECT jsonb_build_object(''o'', jsonb_object_agg(e.key, coalesce(o.j->e.key, ''null''::jsonb)),
                                              ''n'', jsonb_object_agg(e.key, e.value))
                      FROM jsonb_each(n.j) e WHERE e.value IS DISTINCT FROM o.j->e.key) AS diff
              FROM n JOIN o ON o.m = n.m WHERE n.j <> o.j) ' || target ||
      'SELECT coalesce($2, d.author, ''system''), $3, h.rid, h.rkey, $4, h.skey, ''update'', d.diff, h.buyer, h.supplier
         FROM d JOIN new_rows r ON %1$s = d.m LEFT JOIN LATERAL (%3$s) p ON true
        CROSS JOIN LATERAL (SELECT %4$s) h WHERE h.rid IS NOT NULL',
      TG_ARGV[7], as_json, parent, head)
      USING skipped, actor, record_type, subject_type;
  ELSIF TG_OP = 'INSERT' AND subject_type IS NOT NULL THEN
    -- a part deleted earlier in this transaction and inserted again (a replaced list) is one update
    EXECUTE format('WITH w AS (SELECT %1$s, x.jf - $1 AS j, x.jf->>''updated_by'' AS author
                                 FROM new_rows r LEFT JOIN LATERAL (%2$s) p ON true %3$s),
      gone AS (DELETE FROM audit_entries a USING w
                WHERE a.record_type = $3 AND a.record_id = w.rid AND a.subject_type = $4
                  AND a.subject_key = w.skey AND a.action = ''delete'' AND a.tx_id = txid_current()
            RETURNING a.record_id, a.subject_key, a.changes->''o'' AS j),
      m AS (SELECT w.*, g.record_id IS NOT NULL AS existed, audit_diff(g.j, jsonb_strip_nulls(w.j)) AS diff
              FROM w LEFT JOIN gone g ON g.record_id = w.rid AND g.subject_key = w.skey) ' || target ||
      'SELECT coalesce($2, m.author, ''system''), $3, m.rid, m.rkey, $4, m.skey,
              CASE WHEN m.existed THEN ''update'' ELSE ''create'' END,
              CASE WHEN m.existed THEN m.diff ELSE jsonb_build_object(''n'', jsonb_strip_nulls(m.j)) END,
              m.buyer, m.supplier
         FROM m WHERE m.rid IS NOT NULL AND (NOT m.existed OR m.diff IS NOT NULL)', head, parent, as_json)
      USING skipped, actor, record_type, subject_type;
  ELSE
    EXECUTE format('WITH w AS (SELECT %1$s, x.jf - $1 AS j, x.jf->>''updated_by'' AS author
                                 FROM %2$s r LEFT JOIN LATERAL (%3$s) p ON true %4$s) ' || target ||
      'SELECT coalesce($2, %5$s, ''system''), $3, w.rid, w.rkey, $4, w.skey, %6$L,
              jsonb_build_object(%7$L, jsonb_strip_nulls(w.j)), w.buyer, w.supplier FROM w WHERE w.rid IS NOT NULL',
      head, CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, parent, as_json,
      CASE WHEN TG_OP = 'DELETE' THEN 'NULL' ELSE 'w.author' END,
      CASE WHEN TG_OP = 'DELETE' THEN 'delete' ELSE 'create' END, side)
      USING skipped, actor, record_type, subject_type;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Puts the three audit triggers (insert, update, delete; statement-level, with transition tables) on a
-- table; `args` are audit_changes' arguments.
CREATE FUNCTION "audit_table"(tbl text, VARIADIC args text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  arg_list text := (SELECT string_agg(quote_literal(a), ', ' ORDER BY i) FROM unnest(args) WITH ORDINALITY AS t(a, i));
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)', tbl || '_audit_insert', tbl, arg_list);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)', tbl || '_audit_update', tbl, arg_list);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)', tbl || '_audit_delete', tbl, arg_list);
END;
$$;--> statement-breakpoint
-- audit_table(table, record type, record id, record key, subject type, subject key, buyer, supplier,
--             old/new pairing, columns not recorded, readable values, parent select)
-- Documents: schedule lines with their feedback, ASNs with lines and packages, gate entries with items,
-- invoices with lines; they carry their buyer and supplier, so a supplier reads its own documents' entries.
SELECT audit_table('delivery_schedule_details', 'scheduleLine', 'r.id',
  $k$p.release_no || ' / ' || p.part_no || ' / ' || r.delivery_date$k$, '', '',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{header_id,unshipped_qty}', '',
  'SELECT h.release_no, h.part_no, h.buyer_company_id, h.supplier_company_id FROM delivery_schedule_headers h WHERE h.id = r.header_id');--> statement-breakpoint
SELECT audit_table('delivery_schedule_feedbacks', 'scheduleLine', 'r.detail_id',
  $k$p.release_no || ' / ' || p.part_no || ' / ' || p.delivery_date$k$, 'feedback', 'r.eta_date',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{detail_id}', '',
  'SELECT h.release_no, h.part_no, d.delivery_date, h.buyer_company_id, h.supplier_company_id FROM delivery_schedule_details d JOIN delivery_schedule_headers h ON h.id = d.header_id WHERE d.id = r.detail_id');--> statement-breakpoint
SELECT audit_table('asn_headers', 'asn', 'r.id', 'r.asn_no', '', '',
  'r.buyer_company_id', 'r.supplier_company_id', 'r.id', '{buyer_company_id,supplier_company_id}', '', '');--> statement-breakpoint
SELECT audit_table('asn_details', 'asn', 'r.asn_header_id', 'p.asn_no', 'line', 'r.item_no',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{asn_header_id,schedule_detail_id}', '',
  'SELECT h.asn_no, h.buyer_company_id, h.supplier_company_id FROM asn_headers h WHERE h.id = r.asn_header_id');--> statement-breakpoint
SELECT audit_table('asn_packages', 'asn', 'r.asn_header_id', 'p.asn_no', 'package', 'r.package_no',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{asn_header_id}', '',
  'SELECT h.asn_no, h.buyer_company_id, h.supplier_company_id FROM asn_headers h WHERE h.id = r.asn_header_id');--> statement-breakpoint
SELECT audit_table('security_checks', 'securityCheck', 'r.id', 'r.gate_entry_sr_no', '', '',
  'r.buyer_company_id', 'r.supplier_company_id', 'r.id', '{asn_header_id,buyer_company_id,supplier_company_id}', '', '');--> statement-breakpoint
SELECT audit_table('security_check_items', 'securityCheck', 'r.security_check_id', 'p.gate_entry_sr_no', 'item', 'r.line_no',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{security_check_id}', '',
  'SELECT s.gate_entry_sr_no, s.buyer_company_id, s.supplier_company_id FROM security_checks s WHERE s.id = r.security_check_id');--> statement-breakpoint
SELECT audit_table('goods_receipts', 'asn', 'r.asn_header_id', 'r.asn_no', 'receipt',
  $x$r.gr_no || ' / ' || r.gr_line_no$x$, 'r.buyer_company_id', 'r.supplier_company_id', 'r.id',
  '{asn_header_id,asn_no,buyer_company_id,supplier_company_id,content_hash}', '', '');--> statement-breakpoint
SELECT audit_table('invoice_headers', 'invoice', 'r.id', 'r.invoice_no', '', '',
  'r.buyer_company_id', 'r.supplier_company_id', 'r.id', '{buyer_company_id,supplier_company_id}', '', '');--> statement-breakpoint
SELECT audit_table('invoice_lines', 'invoice', 'r.invoice_header_id', 'p.invoice_no', 'line',
  '(SELECT g.gr_no FROM goods_receipts g WHERE g.id = r.gr_id)',
  'p.buyer_company_id', 'p.supplier_company_id', 'r.id', '{invoice_header_id,gr_id}', '',
  'SELECT h.invoice_no, h.buyer_company_id, h.supplier_company_id FROM invoice_headers h WHERE h.id = r.invoice_header_id');--> statement-breakpoint
-- Administration (buyer-internal): the buyer company is kept where the record belongs to one.
SELECT audit_table('users', 'user', 'r.id', 'r.user_code', '', '', '', '', 'r.id',
  '{password_hash,last_login_at}', $x$jsonb_build_object('password', left(md5(r.password_hash), 12))$x$, '');--> statement-breakpoint
SELECT audit_table('user_companies', 'user', 'r.user_id', 'p.user_code', 'company',
  '(SELECT c.company_code FROM companies c WHERE c.id = r.company_id)', '', '',
  'jsonb_build_array(r.user_id, r.company_id)', '{user_id,company_id}', '',
  'SELECT u.user_code FROM users u WHERE u.id = r.user_id');--> statement-breakpoint
SELECT audit_table('user_plants', 'user', 'r.user_id', 'p.user_code', 'plant',
  '(SELECT c.company_code || '' / '' || pl.plant_code FROM plants pl JOIN companies c ON c.id = pl.company_id WHERE pl.id = r.plant_id)',
  '', '', 'jsonb_build_array(r.user_id, r.plant_id)', '{user_id,plant_id}', '',
  'SELECT u.user_code FROM users u WHERE u.id = r.user_id');--> statement-breakpoint
SELECT audit_table('user_roles', 'user', 'r.user_id', 'p.user_code', '', '', '', '', 'r.user_id',
  '{user_id,role_id}', $x$jsonb_build_object('role', (SELECT ro.role_name FROM roles ro WHERE ro.id = r.role_id))$x$,
  'SELECT u.user_code FROM users u WHERE u.id = r.user_id');--> statement-breakpoint
SELECT audit_table('roles', 'role', 'r.id', 'r.role_name', '', '', '', '', 'r.id', '{}', '', '');--> statement-breakpoint
SELECT audit_table('role_resources', 'role', 'r.role_id', 'p.role_name', 'menu',
  '(SELECT m.resources_code FROM resources m WHERE m.id = r.resource_id)', '', '',
  'jsonb_build_array(r.role_id, r.resource_id)', '{role_id,resource_id}', '',
  'SELECT ro.role_name FROM roles ro WHERE ro.id = r.role_id');--> statement-breakpoint
SELECT audit_table('role_buttons', 'role', 'r.role_id', 'p.role_name', 'button',
  '(SELECT b.button_code FROM buttons b WHERE b.id = r.button_id)', '', '',
  'jsonb_build_array(r.role_id, r.button_id)', '{role_id,button_id}', '',
  'SELECT ro.role_name FROM roles ro WHERE ro.id = r.role_id');--> statement-breakpoint
SELECT audit_table('companies', 'company', 'r.id', 'r.company_code', '', '',
  $x$CASE WHEN r.company_type = 'B' THEN r.id END$x$, '', 'r.id', '{}', '', '');--> statement-breakpoint
SELECT audit_table('company_tolerances', 'tolerance', 'r.company_id', 'p.company_code', 'tolerance',
  $x$r.kind || ' / ' || r.currency$x$, 'r.company_id', '',
  'jsonb_build_array(r.company_id, r.kind, r.currency)', '{company_id}', '',
  'SELECT c.company_code FROM companies c WHERE c.id = r.company_id');--> statement-breakpoint
SELECT audit_table('plants', 'plant', 'r.id', $x$p.company_code || ' / ' || r.plant_code$x$, '', '',
  $x$CASE WHEN p.company_type = 'B' THEN r.company_id END$x$, '', 'r.id', '{}', '',
  'SELECT c.company_code, c.company_type FROM companies c WHERE c.id = r.company_id');--> statement-breakpoint
SELECT audit_table('buyer_supplier_relationships', 'relationship', 'r.id', $x$p.buyer_code || ' / ' || p.supplier_code$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id}', '',
  'SELECT b.company_code AS buyer_code, s.company_code AS supplier_code FROM companies b, companies s WHERE b.id = r.buyer_company_id AND s.id = r.supplier_company_id');--> statement-breakpoint
SELECT audit_table('email_configurations', 'emailConfiguration', 'r.id', $x$p.company_code || ' / ' || r.alert_type$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id}', '',
  'SELECT c.company_code FROM companies c WHERE c.id = r.buyer_company_id');--> statement-breakpoint
SELECT audit_table('email_configuration_suppliers', 'emailConfiguration', 'r.email_configuration_id',
  $x$p.company_code || ' / ' || p.alert_type$x$, 'supplier',
  '(SELECT s.company_code FROM companies s WHERE s.id = r.supplier_company_id)', 'p.buyer_company_id', '',
  'jsonb_build_array(r.email_configuration_id, r.supplier_company_id)', '{email_configuration_id,supplier_company_id}', '',
  'SELECT c.company_code, e.alert_type, e.buyer_company_id FROM email_configurations e JOIN companies c ON c.id = e.buyer_company_id WHERE e.id = r.email_configuration_id');--> statement-breakpoint
-- Master data edited one record at a time (uploads write one entry per upload: platform/audit).
SELECT audit_table('parts', 'part', 'r.id', $x$p.supplier_code || ' / ' || r.part_no$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id,plant_id}', '',
  'SELECT s.company_code AS supplier_code FROM companies s WHERE s.id = r.supplier_company_id');--> statement-breakpoint
SELECT audit_table('part_prices', 'price', 'r.id', $x$r.part_no || ' / ' || r.price_list_code || ' / ' || r.effective_from$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id,inbound_msg_at}', '', '');--> statement-breakpoint
SELECT audit_table('packagings', 'packaging', 'r.id', 'r.packaging_no', '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id}', '', '');--> statement-breakpoint
SELECT audit_table('containers', 'container', 'r.id', 'r.container_code', '', '', '', '', 'r.id', '{}', '', '');--> statement-breakpoint
SELECT audit_table('supplier_finance', 'supplierFinance', 'r.id', $x$p.buyer_code || ' / ' || p.supplier_code$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id}', '',
  'SELECT b.company_code AS buyer_code, s.company_code AS supplier_code FROM companies b, companies s WHERE b.id = r.buyer_company_id AND s.id = r.supplier_company_id');--> statement-breakpoint
SELECT audit_table('over_shipment_settings', 'overShipment', 'r.id', $x$p.buyer_code || ' / ' || p.supplier_code$x$, '', '',
  'r.buyer_company_id', '', 'r.id', '{buyer_company_id,supplier_company_id}', '',
  'SELECT b.company_code AS buyer_code, s.company_code AS supplier_code FROM companies b, companies s WHERE b.id = r.buyer_company_id AND s.id = r.supplier_company_id');
