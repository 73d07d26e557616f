-- A buyer user's assigned plants now bound its data scope, which is part of the cached session user:
-- assigning plants, or renaming or dropping a plant, clears every instance's session cache (0019).
CREATE TRIGGER user_plants_changed_notify AFTER INSERT OR UPDATE OR DELETE ON user_plants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER plants_changed_notify AFTER UPDATE OR DELETE ON plants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
