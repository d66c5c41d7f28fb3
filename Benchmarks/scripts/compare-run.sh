#!/usr/bin/env bash
# compare-run.sh OLD NEW: plays every scenario of Scenarios/, Tests/ and ../shared/spec/examples*
# with two locflow binaries, text and JSONL, without --ios and with --ios 12 and 18; standard
# output, standard error and the exit status must be the same (a faster transcript
# writer must not change a byte). Run from the repository root.
set -uo pipefail
old=$1 new=$2 runs=0 differ=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
files=$(find Scenarios Tests ../shared/spec/examples ../shared/spec/examples-modern \
  \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -not -path '*__Goldens__*' 2>/dev/null | sort)
for f in $files; do
  for format in text jsonl; do
    for ios in "" "--ios 12" "--ios 18"; do
      runs=$((runs + 1))
      # shellcheck disable=SC2086
      a=$("$old" run "$f" --format "$format" $ios 2>"$tmp/old.err"; echo "status=$?")
      # shellcheck disable=SC2086
      b=$("$new" run "$f" --format "$format" $ios 2>"$tmp/new.err"; echo "status=$?")
      if [[ "$a" != "$b" ]] || ! cmp -s "$tmp/old.err" "$tmp/new.err"; then
        differ=$((differ + 1))
        echo "differs: $f --format $format $ios"
      fi
    done
  done
done
echo "$runs runs, $differ differ"
[[ $differ -eq 0 ]]
