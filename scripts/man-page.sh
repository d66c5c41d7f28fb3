#!/usr/bin/env bash
# docs/man/locflow.1 from the command's own help, through swift-argument-parser's
# generate-manual plugin (works offline: the plugin comes with the package's dependency).
#
#   scripts/man-page.sh          regenerate docs/man/locflow.1
#   scripts/man-page.sh --check  exit 1 if the committed page is not what the code generates
#
# The plugin's mdoc is post-processed a little: each "Examples:" block becomes a literal
# display (the plugin would reflow it), and blank lines become paragraph breaks (.Pp).
set -euo pipefail
cd "$(dirname "$0")/.."

# A fixed date, so that regenerating an unchanged command gives the same page.
date=2026-11-23
log=.build/man-page.log
mkdir -p .build
swift package plugin generate-manual --configuration debug --date "$date" --authors "the locflow authors" >"$log" 2>&1 \
    || { cat "$log" >&2; exit 1; }
generated=.build/plugins/GenerateManual/outputs/locflow/locflow.1

fresh=$(awk '
    /^Examples:$/ { print; print ".Bd -literal -offset indent"; examples = 1; next }
    examples && (/^$/ || /^\./) { print ".Ed"; examples = 0 }
    /^$/ { print ".Pp"; next }
    { print }
    END { if (examples) print ".Ed" }
' "$generated")

if [ "${1:-}" = "--check" ]; then
    if [ "$fresh" != "$(cat docs/man/locflow.1)" ]; then
        echo "docs/man/locflow.1 is out of date: run scripts/man-page.sh" >&2
        exit 1
    fi
    echo "docs/man/locflow.1 is current"
else
    printf '%s\n' "$fresh" > docs/man/locflow.1
    echo "wrote docs/man/locflow.1"
fi
