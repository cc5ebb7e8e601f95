#!/usr/bin/env bash
# Checks Docs/BadInput.md: every test it names (`Target/File.swift` `function`) exists, so the
# table cannot point at a test that was renamed or removed. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
rows=0
while IFS= read -r line; do
  file=""
  # Walk the backticked words of the row's last column: a path sets the file, a name is checked.
  for word in $(sed -E 's/.*\| *([^|]*) *\| *$/\1/' <<<"$line" | grep -oE '`[^`]+`' | tr -d '`'); do
    if [[ $word == *.swift ]]; then
      file="Tests/$word"
      [ -f "$file" ] || { echo "badinput: $file does not exist" >&2; status=1; }
    elif [ -n "$file" ] && [ -f "$file" ]; then
      rows=$((rows + 1))
      grep -qE "func ${word}\(" "$file" || {
        echo "badinput: no test '$word' in $file" >&2
        status=1
      }
    fi
  done
done < <(grep -E '^\| .*\.swift' Docs/BadInput.md)
[ $status -eq 0 ] && echo "badinput: all $rows referenced tests exist"
exit $status
