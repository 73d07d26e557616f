-- Every instance caches checked sessions briefly; these triggers tell all of them (LISTEN
-- portal_sessions_changed) when a session ends or what a session user is changes, whoever changed it.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_changed_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_companies_changed_notify AFTER INSERT OR UPDATE OR DELETE ON user_companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER roles_changed_notify AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER role_resources_changed_notify AFTER INSERT OR UPDATE OR DELETE ON role_resources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER role_buttons_changed_notify AFTER INSERT OR UPDATE OR DELETE ON role_buttons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER companies_changed_notify AFTER UPDATE OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
