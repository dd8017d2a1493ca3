#!/usr/bin/env bash
# Makes src/assets/tamil-label.woff2: the characters of "தமிழ்" (the language switch) and "கல்வி"
# (the logo) from Noto Sans Tamil 600, with their shaping rules, for English pages that show them
# before (or without) the Tamil font (src/styles.css, docs/decisions/110-languages.md).
# Needs fontTools with brotli (pip install fonttools brotli). Run from apps/web after npm ci.
set -euo pipefail
pyftsubset ../../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal.woff2 \
  --text="தமிழ்கல்வி" --flavor=woff2 --no-hinting --desubroutinize \
  --name-IDs='' --no-glyph-names --drop-tables+=DSIG,FFTM,STAT,gasp \
  --output-file=src/assets/tamil-label.woff2
