vcl 4.1;
# The edge in front of the cluster's instances, as a CDN stands in front of an origin, and their balancer:
# it steers by each instance's readiness. scripts/lib/edge.mjs fills in the {{...}} values. Apart from
# the purge endpoint, the tag header and the probes, it keeps Varnish's built-in behaviour, which is a
# mainstream CDN's: Cache-Control (s-maxage, stale-while-revalidate as grace) and Vary are honoured,
# POST is never stored, nor is an answer with Set-Cookie or no-store.
import directors;
import xkey;

# An instance whose /api/ready fails two probes in a row (one a second) gets no more requests; one pass
# brings it back. /api/ready answers within its own 0.5 s deadline whatever its peers do.
probe ready {
  .url = "/api/ready";
  .interval = 1s;
  .timeout = 1s;
  .window = 2;
  .threshold = 1;
  .initial = 1;
}

{{BACKENDS}}

sub vcl_init {
  new instances = directors.round_robin();
{{DIRECTOR}}
}

# Who may purge: the instances' addresses alone.
acl purgers {
{{PURGERS}}
}

sub vcl_recv {
  set req.backend_hint = instances.backend();
  # The purge endpoint answers here and never reaches the origin (Fastly's API shape: POST, keys in the tag header).
  if (req.url ~ "^/\.edge/purge(\?|$)") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.method != "POST" || !req.http.{{TAG_HEADER}}) {
      return (synth(400, "POST the keys in {{TAG_HEADER}}"));
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

sub vcl_backend_response {
  # xkey indexes the keys it finds in the xkey header; the site names its header by a setting.
  if (beresp.http.{{TAG_HEADER}}) {
    set beresp.http.xkey = beresp.http.{{TAG_HEADER}};
  }
}

# An instance that went away before its probes noticed: a GET or HEAD is asked of the next one.
sub vcl_backend_error {
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
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
