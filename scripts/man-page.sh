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

# The plugin drops every character outside ASCII ("with N ≥ 10" came out "with N  10"). Each
# help line that has one is found in the page by its ASCII-only form and put back, each such
# character as groff's \[uXXXX] escape, which man, groff and mandoc all render.
.build/debug/locflow --experimental-dump-help > .build/man-page-help.json
python3 - "$generated" .build/man-page-help.json <<'PY'
import json, sys
page_path, help_path = sys.argv[1], sys.argv[2]
page = open(page_path, encoding="utf-8").read()
texts = []
def walk(node):
    if isinstance(node, dict):
        for value in node.values(): walk(value)
    elif isinstance(node, list):
        for value in node: walk(value)
    elif isinstance(node, str):
        texts.append(node)
walk(json.load(open(help_path, encoding="utf-8")))
lines = sorted({line for text in texts for line in text.split("\n") if any(ord(c) > 127 for c in line)}, key=len, reverse=True)
for line in lines:
    stripped = "".join(c for c in line if ord(c) < 128)
    escaped = "".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in line)
    if len(stripped.strip()) < 12:
        # Too short to be found in one place only, but whole as an option's value name.
        page = page.replace("Ar " + stripped + "\n", "Ar " + escaped + "\n")
        continue
    page = page.replace(stripped, escaped)
open(page_path, "w", encoding="utf-8").write(page)
PY

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
