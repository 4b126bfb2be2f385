#!/usr/bin/env bash
# Regenerates app/fonts/*.woff2 from the @fontsource-variable packages: only the characters our copy uses
# (Latin-1 plus typographic punctuation, ₹ and arrows) and only the weights we set (400 to 700). That cuts
# the two fonts from 70 KB to 43 KB, which every first visit downloads (see lib/css/site-stylesheet.ts).
# Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli). The output is committed, so
# neither the build nor CI runs this. The fallback faces are computed from @capsizecss/metrics' entries for
# Inter and Space Grotesk (lib/css/font-fallbacks.mjs); lib/css/font-fallbacks.files.test.ts fails when these
# files' metrics no longer match those entries (a newer release of either font, say).
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+20B9,U+2122,U+2190,U+2192,U+2212"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() {
  local source=$1 target=$2
  "$python" -m fontTools.subset "$source" --unicodes="$unicodes" --layout-features='kern,liga,calt,case,tnum,lnum' --output-file="$work/subset.ttf"
  "$python" -m fontTools.varLib.instancer "$work/subset.ttf" wght=400:700 --output "$work/ranged.ttf" >/dev/null
  "$python" -c "import sys; from fontTools.ttLib import TTFont; font = TTFont(sys.argv[1]); font.flavor = 'woff2'; font.save(sys.argv[2])" "$work/ranged.ttf" "$target"
  echo "$target: $(wc -c <"$target") bytes"
}

subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 app/fonts/inter-latin-400-700.woff2
subset node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2 app/fonts/space-grotesk-latin-400-700.woff2
