-- The page globals of a signed-in user (a confirmed phone, waiting paid-access requests) are
-- kept in memory with the user's session (plugins/page-globals.ts, issue 19): a write to the
-- access requests tells the server to forget them, as a write to users or sessions does (0008).
CREATE TRIGGER "access_requests_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "access_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
