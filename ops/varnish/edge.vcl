vcl 4.1;
# The edge, as a CDN stands in front of an origin, and the instances' balancer: its backends are the
# cluster's instances themselves (nginx is the internal balancer beside it, for WordPress's webhook), and
# it steers by each instance's readiness. tools/cluster/edge.mjs fills in the {{...}} values, for the
# cluster suite and for deploy/ (tools/generate/edge-vcl.mjs). Apart from
# the purge endpoint, the tag header, the operator endpoints, the backend choice and what it does while
# no instance answers (stale pages kept longer, its own 503 page), it keeps Varnish's built-in behaviour,
# which is a mainstream CDN's: Cache-Control (s-maxage, stale-while-revalidate as grace) and Vary are
# honoured, POST is never stored, nor is an answer with Set-Cookie or no-store.
import directors;
import std;
import xkey;

# An instance whose /api/ready fails two probes in a row (one a second) gets no more requests; one pass
# brings it back. Readiness says whether the instance itself can serve (started, not draining for a
# deploy, its spool writable); it never follows PostgreSQL, Redis or another peer every instance shares.
# The probes go from Varnish straight to each instance, so the 404 below for visitors does not touch them.
probe ready {
  .url = "/api/ready";
  .interval = 1s;
  .timeout = 1s;
  .window = 2;
  .threshold = 1;
  .initial = 1;
}

# Each instance twice: `instanceN` steered by the probe, and `instanceN_any` without one, for when every
# probe fails at once.
{{BACKENDS}}

sub vcl_init {
  new instances = directors.round_robin();
{{DIRECTOR}}
  # Should every instance be unready at once anyway, the edge still sends to them rather than answer 503
  # itself: an instance that answers at all serves its pre-rendered pages.
  new anyInstance = directors.round_robin();
{{ANY_DIRECTOR}}
}

{{PURGE_ACL}}

sub vcl_recv {
  set req.backend_hint = instances.backend();
  # Set by vcl_deliver below, for its own restart only.
  if (req.restarts == 0) {
    unset req.http.x-edge-serve-held;
  }
  # Liveness, readiness, metrics and the edge's own endpoints (a deploy's purge, the 503 page below) are
  # for operators, the balancers' probes and Prometheus, which reach the instances directly: never served
  # to visitors, whatever the method or query string. The path is compared as an origin might read it:
  # the absolute-form request line's scheme and host dropped, letter case and doubled or trailing slashes
  # ignored; a path under /api/ spelt with percent-escapes or dot segments (nothing of the site's is) is
  # refused too, since the origin's URL parser would undo them.
  set req.http.x-path = regsub(req.url, "(?i)^[a-z][a-z0-9+.-]*://[^/]*", "");
  set req.http.x-path = regsuball(regsub(req.http.x-path, "[?#].*$", ""), "/+", "/");
  if (req.http.x-path ~ "(?i)^/api/(ready|health|metrics|edge)(/|;|$)" ||
      (req.http.x-path ~ "(?i)(%|/\.\.?(/|$))" && req.http.x-path ~ "(?i)(/|%2f)(a|%61)(p|%70)(i|%69)(/|%2f|$)")) {
    return (synth(404, "Not Found"));
  }
  unset req.http.x-path;
  # The purge endpoint answers here and never reaches the origin (Fastly's API shape: POST, keys in the tag header).
  if (req.url ~ "^/\.edge/purge(\?|$)") {
    # Only the instances: by their address where it is fixed (the cluster), by a token where it is not.
    if (!({{PURGE_ALLOWED}})) {
      return (synth(403, "Forbidden"));
    }
    if (req.method != "POST" || !req.http.{{TAG_HEADER}}) {
      return (synth(400, "POST the keys in {{TAG_HEADER}}"));
    }
    # `npm run cluster -- edge-purges refuse` loads this configuration with purges refused (an edge that is
    # up but not taking purges, as a CDN's API answers when it is degraded); `accept` switches back. The
    # cache survives the switch.
    if ({{PURGES_REFUSED}}) {
      return (synth(503, "Purges refused for now"));
    }
    if (req.http.Fastly-Soft-Purge == "1") {
      set req.http.x-purged = xkey.softpurge(req.http.{{TAG_HEADER}});
    } else {
      set req.http.x-purged = xkey.purge(req.http.{{TAG_HEADER}});
    }
    return (synth(200, "Purged " + req.http.x-purged));
  }
  # Tags and purges are the edge's own: a client's copy of either header means nothing downstream.
  unset req.http.{{TAG_HEADER}};
  unset req.http.xkey;
  unset req.http.Fastly-Soft-Purge;
  # The instances key their rate limit on the address the edge saw (TRUSTED_PROXY_HOPS=1), not on a chain the client started.
  set req.http.X-Forwarded-For = client.ip;
  # The instances log this id beside each failure, so a line there matches the edge's own log.
  set req.http.X-Request-Id = "edge-" + req.xid;
  # An editor's preview (its signed session or Next's Draft Mode) is theirs alone: never looked up or stored.
  if (req.http.Cookie ~ "(^|;\s*)(nexaloom_preview|__prerender_bypass)=") {
    return (pass);
  }
  # No public page reads a visitor's cookies (analytics and the like), so they do not split the cache.
  if (req.method == "GET" || req.method == "HEAD") {
    unset req.http.Cookie;
  }
}

sub vcl_backend_fetch {
  unset bereq.http.x-edge-serve-held;
  # Every instance unready at once (or its probes not answering): ask them all the same, in turn. Decided
  # per fetch, so a background refresh and a retry choose again.
  if (!std.healthy(bereq.backend)) {
    set bereq.backend = anyInstance.backend();
  }
}

sub vcl_hit {
  # While an instance is healthy a stale page is served (and refreshed behind it) no longer than the site's
  # own stale-while-revalidate allows, and not at all once a purge marked it stale (a soft purge shortens
  # its ttl below the one it was stored with): the visitor waits for the fresh one, fetched on a restart
  # that skips the held copy (Varnish 7 has no miss from here). A refresh behind a purged page could be
  # one started before the purge, storing the page the purge was for again. With no healthy instance, or
  # once that fetch failed (vcl_deliver), the page's whole grace counts.
  if (obj.ttl < 0s && !req.http.x-edge-serve-held && std.healthy(req.backend_hint) &&
      (obj.ttl + std.duration(obj.http.x-site-grace + "s", 0s) <= 0s ||
       obj.ttl + obj.age + 1s < std.duration(obj.http.x-site-ttl + "s", 0s))) {
    set req.hash_always_miss = true;
    return (restart);
  }
}

sub vcl_backend_response {
  # A background refresh of a page the edge holds (within its grace) that the origin fails keeps the held
  # page: it is served on until the origin answers again. A soft purge leaves the same held copy.
  if (bereq.is_bgfetch && beresp.status >= 500) {
    return (abandon);
  }
  # Varnish has read the site's s-maxage into beresp.ttl and its stale-while-revalidate into beresp.grace
  # (10 s when it sent none): kept for vcl_hit, and grace never shortened. A page stays servable at least a
  # day past its freshness for when no instance can refresh it (the blog's lists send 5 minutes; a page
  # Next pre-renders, a year), so an outage leaves what the edge held answering.
  set beresp.http.x-site-ttl = beresp.ttl;
  set beresp.http.x-site-grace = beresp.grace;
  if (beresp.grace < 1d) {
    set beresp.grace = 1d;
  }
  # xkey indexes the keys it finds in the xkey header; the site names its header by a setting.
  if (beresp.http.{{TAG_HEADER}}) {
    set beresp.http.xkey = beresp.http.{{TAG_HEADER}};
  }
}

# An instance that went away before its probes noticed: a GET or HEAD is asked of the next one. A
# background refresh that no instance answered is dropped, and the held page stays.
sub vcl_backend_error {
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  # No instance answered for a page the edge does not hold: the site's own page (GET /api/edge/unavailable,
  # saved beside this file), never Varnish's. Not stored (ttl 0 s), so it replaces no stale copy and the
  # next request asks the instances again.
  set beresp.status = 503;
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "{{RETRY_AFTER}}";
  set beresp.body = std.fileread("{{UNAVAILABLE_PAGE}}");
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  return (deliver);
}

sub vcl_deliver {
  # The fresh page vcl_hit went for could not be had (an instance gone before its probes noticed): the held
  # copy after all, which the failed fetch left in place.
  if (resp.status == 503 && req.hash_always_miss && !req.http.x-edge-serve-held) {
    set req.hash_always_miss = false;
    set req.http.x-edge-serve-held = "1";
    return (restart);
  }
  unset resp.http.xkey;
  unset resp.http.x-site-ttl;
  unset resp.http.x-site-grace;
  unset resp.http.{{TAG_HEADER}};
  # For operators and the tests: whether this answer came from the edge's store.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

sub vcl_synth {
  set resp.http.Cache-Control = "no-store";
}
