#!/usr/bin/env bash
# Makes src/assets/inter-latin-wght-400-800.woff2, the one web font every page loads and
# preloads (src/styles.css, vite.config.ts), from @fontsource-variable/inter's Latin file:
# - the same characters (its unicode-range in styles.css is unchanged);
# - only the layout features the pages use: kerning, accents (mark, mkmk, ccmp), local forms and
#   tabular figures (the console's figures); not fractions, numerators or contextual alternates;
# - the weight axis cut to 400-800: the pages use normal, medium, semibold, bold and extrabold,
#   and the deltas towards Thin were 10 KB of the file.
# 48.3 KB becomes 28.8 KB (docs/decisions/161-a-lighter-inter.md).
# Needs fontTools with brotli (apt-get install python3-fonttools python3-brotli, or pip install
# fonttools brotli). Run after npm ci.
set -euo pipefail
cd "$(dirname "$0")/.."
fontsource_file=../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
subset=$(mktemp -d)/inter-subset.woff2
trap 'rm -rf "$(dirname "$subset")"' EXIT
python3 -m fontTools.subset "$fontsource_file" --unicodes='*' \
  --layout-features=kern,mark,mkmk,ccmp,locl,tnum --flavor=woff2 --no-hinting \
  --name-IDs=0,1,2,13,14 --no-glyph-names --drop-tables+=DSIG,FFTM,gasp \
  --output-file="$subset"
python3 -m fontTools.varLib.instancer "$subset" wght=400:800 \
  --output=src/assets/inter-latin-wght-400-800.woff2
