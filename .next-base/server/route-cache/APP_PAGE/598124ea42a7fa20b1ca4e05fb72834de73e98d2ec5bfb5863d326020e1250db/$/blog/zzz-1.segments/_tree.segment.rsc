:HL["/_next/static/chunks/31o96g1byj0o6.css","style"]
:HL["/_next/static/media/inter_latin_400_700-s.p.3iqcqtm6855_u.woff2","font",{"crossOrigin":"","type":"font/woff2"}]
:HL["/_next/static/media/space_grotesk_latin_400_700-s.p.2-ynmfwozp0yj.woff2","font",{"crossOrigin":"","type":"font/woff2"}]
3:[["children",{"s":"__PAGE__","h":160}]]
2:[["children",{"s":{"n":"slug","t":"d","k":"zzz-1","s":[]},"h":96,"c":"$Q3"}]]
1:[["children",{"s":"blog","h":64,"c":"$Q2"}]]
0:{"b":"9Srhmykp6QMZ4UE6rKJVc","t":{"t":{"s":"","h":16,"c":"$Q1"}}}
