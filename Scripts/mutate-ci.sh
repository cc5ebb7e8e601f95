#!/usr/bin/env bash
# CI: a sampled subset of mutants, seeded from the commit, must all be killed.
#
#   Scripts/mutate-ci.sh            the sample of this commit's code and tests
#   SEED=abc Scripts/mutate-ci.sh   another sample (to reproduce a run of another commit)
#
# The seed is the git tree hash of Sources/ and Tests/, so a given state of the code and its tests
# always runs the same mutants (CI is deterministic), each change to them samples different ones,
# and a commit that touches only docs or scripts keeps the sample its code was checked with. The sample favours the modules whose
# mutants rebuild little (the conformance kit, Runtime, Gestures): a mutant costs an incremental
# build of everything that depends on its module plus that module's tests. Budget: 5 minutes on
# 2 cores; see Docs/Testing.md for the measured time.
#
# Runs in the build folder the CI's test step has just built (`.build`), so no mutant starts
# with a cold build; the unmutated build and tests are not repeated (`--no-baseline`: the CI's
# `swift test` step has just passed). The sources are restored after each mutant; the folder
# then needs one incremental rebuild of the last mutated module. MUTATION_SCRATCH=.build-mutation
# keeps a developer's `.build` untouched (the first run then builds from scratch).
#
# Fails if a sampled mutant survives that Scripts/mutation-equivalent.txt does not list. A survivor
# is a plausible bug no test notices: add the test that names the behaviour (or, if the mutant
# truly cannot change behaviour, a record with the reason), as Docs/Testing.md describes.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each mutant's tests run a quarter of the fuzzers' cases and soak frames (MOTION_FUZZ_SCALE, as
# in the sanitizer steps; RuntimeTests then take 11 s instead of 20 s on an idle machine). That
# can only make the gate stricter: a mutant that only the fuzzers' later cases would kill counts
# as a survivor, and a bug that only a random case finds deserves a test of its own.
export MOTION_FUZZ_SCALE=${MOTION_FUZZ_SCALE:-0.25}
seed=${SEED:-$(git rev-parse HEAD:Sources)-$(git rev-parse HEAD:Tests)}
scratch=${MUTATION_SCRATCH:-.build}
echo "mutation sample, seed $seed"
python3 Scripts/mutate.py --fail-on-survivor --seed "$seed" --scratch-path "$scratch" \
  --no-baseline --test-timeout 60 \
  --module "RuntimeConformance:${KIT_SAMPLE:-3}" \
  --module "Runtime:${RUNTIME_SAMPLE:-2}" \
  --module "Gestures:${GESTURES_SAMPLE:-2}"
