vcl 4.1;
# The edge in front of the cluster's nginx, as a CDN stands in front of an origin. scripts/lib/edge.mjs
# fills in the {{...}} values. Apart from the purge endpoint and the tag header, it keeps Varnish's
# built-in behaviour, which is a mainstream CDN's: Cache-Control (s-maxage, stale-while-revalidate as
# grace) and Vary are honoured, POST is never stored, nor is an answer with Set-Cookie or no-store.
import xkey;

backend origin {
  .host = "127.0.0.1";
  .port = "{{ORIGIN_PORT}}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

# Who may purge: the instances' addresses alone.
acl purgers {
{{PURGERS}}
}

sub vcl_recv {
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
  # The origin keys its rate limit on the address the edge saw, not on a chain the client started.
  set req.http.X-Forwarded-For = client.ip;
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
