#!/usr/bin/python3
"""Cuts the brand fonts the site serves (lib/css/fonts/*.woff2) and the static instances its share cards are
drawn in (lib/og/fonts/*.ttf): only the characters our copy uses and only the weights we set (400 to 700),
which keeps the two fonts every first visit downloads small (see lib/css/site-stylesheet.ts), and the face
of code in posts, which only a page with code downloads.

Run by hand: `/usr/bin/python3 tools/generate/cut-fonts.py` (Debian: apt-get install python3-fonttools
python3-brotli; npm on PATH). The output is committed, so neither the build nor CI runs this.

The @fontsource-variable packages' "latin" files leave out ← → and ₹, so the cut used to lack them and
browsers drew them in a system font. Inter comes whole from inter-ui instead; Space Grotesk has no full
variable font on npm, so the missing glyphs are grafted onto fontsource's from Google's static instances
(see graft). Both cuts are checked before anything is written: glyphs the fontsource cut had are drawn and
spaced as before, and the grafted ones match the statics. The fallback faces are computed from
@capsizecss/metrics' entries (lib/css/font-fallbacks.mjs), and lib/css/font-fallbacks.files.test.ts fails
when these files' metrics no longer match them; lib/css/font-coverage.test.ts fails when the copy uses a
character the cut lacks.
"""

import io
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables.TupleVariation import TupleVariation
from fontTools.varLib import instancer
from fontTools.varLib import varStore  # noqa: F401 (adds VarData.calculateNumShorts)

ROOT = Path(__file__).resolve().parent.parent
FONTSOURCE = ROOT / "node_modules/@fontsource-variable"
INTER_UI = "inter-ui@4.1.1"
SPACE_GROTESK_STATICS = "@expo-google-fonts/space-grotesk@0.4.1"
JETBRAINS_MONO = "@fontsource-variable/jetbrains-mono@5.3.0"

# Latin-1, typographic quotes, dashes and bullets, …, €, ₹, ™, ← ↑ → ↓ and − (U+2212, the minus our
# figures print). ✓ is left out, as Space Grotesk has none, and so is the soft hyphen (U+00AD), as Inter has
# none: a browser draws a hyphen where it breaks a word there. lib/css/font-coverage.test.ts names any
# character the copy uses that is not here.
CHARACTERS = [
    *range(0x20, 0x7F),
    *range(0xA0, 0xAD),
    *range(0xAE, 0x100),
    *(0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026),
    *(0x20AC, 0x20B9, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212),
]
FEATURES = ["kern", "liga", "calt", "case", "tnum", "lnum"]
# satori sets text with kerning and ligatures only; the alternates the other features reach would be dead weight.
OG_FEATURES = ["kern", "liga"]
WEIGHTS = (400, 700)
# Where the cuts are compared with fontsource's: both ends of the range and a weight between, where avar acts.
CHECKED_WEIGHTS = (400, 550, 700)
# Grafted outlines are rounded to whole units at each weight, so a unit either way is not a change.
TOLERANCE = 2


def npm_package(spec, work):
    """An npm package's tarball, fetched by `npm pack` (the version is pinned, so its files are too)."""
    name = subprocess.run(
        ["npm", "pack", spec, "--pack-destination", work, "--silent"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()[-1]
    return tarfile.open(Path(work) / name)


def load(file):
    """A font whose head keeps the source's dates when saved, so a rerun writes the same bytes."""
    return TTFont(file, recalcTimestamp=False)


def read(tar, member):
    return load(io.BytesIO(tar.extractfile(member).read()))


def reload(font):
    """A copy, as fontTools has none: instancing and subsetting change a font in place."""
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return load(buffer)


def keep(font, features):
    """Only our characters and the glyphs the given layout features reach from them."""
    options = subset.Options()
    options.layout_features = features
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=CHARACTERS)
    subsetter.subset(font)


def cut(font, axes):
    """Our characters and layout features, the weight axis limited to 400..700 (`axes` may pin more)."""
    keep(font, FEATURES)
    return instancer.instantiateVariableFont(font, {**axes, "wght": WEIGHTS})


def instance(font, weight):
    return instancer.instantiateVariableFont(reload(font), {"wght": weight})


def drawing(font, glyph):
    """A glyph's outline as drawn (components resolved) and its advance width."""
    glyphs = font.getGlyphSet()
    pen = DecomposingRecordingPen(glyphs)
    glyphs[glyph].draw(pen)
    return pen.value, font["hmtx"][glyph][0]


def deviation(a, b):
    """The largest distance, in font units, between two drawings' points and advances; inf if shaped differently."""
    (outline_a, advance_a), (outline_b, advance_b) = a, b
    if [(op, len(points)) for op, points in outline_a] != [(op, len(points)) for op, points in outline_b]:
        return float("inf")
    distances = [
        abs(p - q)
        for (_, points_a), (_, points_b) in zip(outline_a, outline_b)
        for point_a, point_b in zip(points_a, points_b)
        for p, q in zip(point_a, point_b)
    ]
    return max([abs(advance_a - advance_b), *distances])


METRICS = {
    "head": ["unitsPerEm"],
    "hhea": ["ascent", "descent", "lineGap"],
    "OS/2": [
        *("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent", "sxHeight", "sCapHeight"),
    ],
}


def check_unchanged(name, font, reference):
    """Fails unless the cut has our characters, and those the fontsource cut had are drawn and spaced as they were."""
    lacking = [f"U+{c:04X}" for c in CHARACTERS if c not in font.getBestCmap()]
    if lacking:
        sys.exit(f"{name} lacks {', '.join(lacking)}")
    for table, fields in METRICS.items():
        for field in fields:
            new, old = getattr(font[table], field), getattr(reference[table], field)
            if new != old:
                sys.exit(f"{name}: {table}.{field} is {new}, was {old}")
    for weight in CHECKED_WEIGHTS:
        new, old = instance(font, weight), instance(reference, weight)
        new_cmap, old_cmap = new.getBestCmap(), old.getBestCmap()
        worst = max(deviation(drawing(new, new_cmap[c]), drawing(old, old_cmap[c])) for c in old_cmap)
        print(f"{name} {weight}: the fontsource cut's {len(old_cmap)} characters deviate by at most {worst} units")
        if worst > 0:
            sys.exit(f"{name} {weight}: glyphs the fontsource cut had have changed")


def inter(work):
    """Inter 4 whole, at the optical size 14 fontsource's text cut is (32 is the display cut, wider and tighter)."""
    font = read(npm_package(INTER_UI, work), "package/variable/InterVariable.woff2")
    # Google's build, which fontsource ships, sets the Windows ascent and descent taller (Windows clips glyphs
    # outside them) and adds gasp and prep (smoothing at every size, dropout control), which inter-ui's build
    # lacks: the served font keeps what it had.
    fontsource = TTFont(FONTSOURCE / "inter/files/inter-latin-wght-normal.woff2")
    font["OS/2"].usWinAscent = fontsource["OS/2"].usWinAscent
    font["OS/2"].usWinDescent = fontsource["OS/2"].usWinDescent
    font["gasp"], font["prep"] = fontsource["gasp"], fontsource["prep"]
    return cut(font, {"opsz": 14})


def graft(font, light, bold, characters):
    """
    Adds characters to Space Grotesk's variable font (default weight 300, one master at 700) from two static
    instances of it: the 300 outline becomes the default and the 700 one the variation at the axis's end, the
    phantom points included, so the advance varies too. HVAR gets the advance deltas as well, as browsers
    read advances from it when it is there.
    """
    glyf, gvar, hvar = font["glyf"], font["gvar"], font["HVAR"].table
    assert hvar.LsbMap is None and hvar.RsbMap is None
    light_cmap, bold_cmap = light.getBestCmap(), bold.getBestCmap()
    for character in characters:
        if character not in light_cmap:
            sys.exit(f"U+{character:04X}: neither fontsource's Space Grotesk nor Google's statics have it")
        name = light_cmap[character]
        coordinates = {}
        for static in (light, bold):
            static_name = static.getBestCmap()[character]
            coordinates[static], _ = static["glyf"]._getCoordinatesAndControls(static_name, static["hmtx"].metrics)
        if len(coordinates[light]) != len(coordinates[bold]):
            sys.exit(f"U+{character:04X}: the 300 and 700 statics' outlines do not interpolate")
        if name in font.getGlyphOrder():
            sys.exit(f"U+{character:04X}: the variable font has a glyph {name} already")
        # glyf shares the font's glyph order and appends the new name to it.
        glyf[name] = light["glyf"][name]
        font["hmtx"][name] = light["hmtx"][name]
        deltas = [(bx - lx, by - ly) for (lx, ly), (bx, by) in zip(coordinates[light], coordinates[bold])]
        gvar.variations[name] = [TupleVariation({"wght": (0.0, 1.0, 1.0)}, deltas)]
        advance = bold["hmtx"][bold_cmap[character]][0] - light["hmtx"][name][0]
        hvar.AdvWidthMap.mapping[name] = advance_index(hvar.VarStore, advance)
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[character] = name


def advance_index(store, delta):
    """The VarStore row holding an advance delta at the font's one region, added if none does."""
    for outer, data in enumerate(store.VarData):
        for inner, row in enumerate(data.Item):
            if row == [delta]:
                return outer << 16 | inner
    data = store.VarData[-1]
    data.Item.append([delta])
    data.ItemCount = len(data.Item)
    data.calculateNumShorts()
    return (len(store.VarData) - 1) << 16 | len(data.Item) - 1


def check_grafted(name, font, statics, characters):
    """Fails unless the grafted characters come out as the statics draw them, at both ends of the range."""
    for weight in WEIGHTS:
        drawn, static = instance(font, weight), statics[weight]
        for character in characters:
            worst = deviation(
                drawing(drawn, drawn.getBestCmap()[character]), drawing(static, static.getBestCmap()[character])
            )
            print(f"{name} {weight}: U+{character:04X} deviates from the static by {worst} units")
            if worst > TOLERANCE:
                sys.exit(f"{name} {weight}: U+{character:04X} does not match the static")


def space_grotesk(work):
    font = load(FONTSOURCE / "space-grotesk/files/space-grotesk-latin-wght-normal.woff2")
    package = npm_package(SPACE_GROTESK_STATICS, work)
    statics = {
        weight: read(package, f"package/{weight}{style}/SpaceGrotesk_{weight}{style}.ttf")
        for weight, style in ((300, "Light"), (400, "Regular"), (700, "Bold"))
    }
    have = font.getBestCmap()
    missing = [c for c in CHARACTERS if c not in have]
    graft(font, statics[300], statics[700], missing)
    result = cut(font, {})
    check_grafted("space-grotesk", result, statics, missing)
    return result


def jetbrains_mono(work):
    """
    The face of code in posts, at the one weight code is set in. It has no ₹ or arrows: the stack names Inter
    after it (lib/css/globals.css, --font-mono), so those come from the brand's text face, not the machine's. No
    layout features: its programming ligatures would turn `->` into an arrow a reader cannot copy as typed.
    """
    font = read(npm_package(JETBRAINS_MONO, work), "package/files/jetbrains-mono-latin-wght-normal.woff2")
    keep(font, [])
    return instancer.instantiateVariableFont(font, {"wght": 400})


def og_instance(font, weight, target):
    """A static TrueType instance for next/og (satori reads neither WOFF2 nor variable fonts), unhinted."""
    static = instance(font, weight)
    keep(static, OG_FEATURES)
    for table in ("STAT", "gasp", "prep"):
        if table in static:
            del static[table]
    static.flavor = None
    static.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")


def main():
    with tempfile.TemporaryDirectory() as work:
        fonts = {"inter": inter(work), "space-grotesk": space_grotesk(work)}
    for name, font in fonts.items():
        check_unchanged(name, font, cut(TTFont(FONTSOURCE / f"{name}/files/{name}-latin-wght-normal.woff2"), {}))
    (ROOT / "lib/og/fonts").mkdir(exist_ok=True)
    for name, font in fonts.items():
        target = ROOT / f"lib/css/fonts/{name}-latin-400-700.woff2"
        font.flavor = "woff2"
        font.save(target)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")
    with tempfile.TemporaryDirectory() as work:
        mono = jetbrains_mono(work)
    target = ROOT / "lib/css/fonts/jetbrains-mono-latin-400.woff2"
    mono.flavor = "woff2"
    mono.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")
    # lib/og/share-card.tsx sets the headline in Space Grotesk bold and the rest in Inter.
    og_instance(fonts["inter"], 400, ROOT / "lib/og/fonts/inter-400.ttf")
    og_instance(fonts["inter"], 700, ROOT / "lib/og/fonts/inter-700.ttf")
    og_instance(fonts["space-grotesk"], 700, ROOT / "lib/og/fonts/space-grotesk-700.ttf")


if __name__ == "__main__":
    main()
