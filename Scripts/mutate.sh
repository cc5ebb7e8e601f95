#!/usr/bin/env bash
# Mutation testing for the library modules; see Scripts/mutate.py and Docs/Testing.md.
#
#   Scripts/mutate.sh --list [--module Tween]             enumerate the mutants, run nothing
#   nice -n 19 Scripts/mutate.sh --module Tween --sample 30 --seed 1
#   Scripts/mutate.sh --help
exec python3 "$(dirname "$0")/mutate.py" "$@"
